// The texts bench/speech.ts and bench/speech-neural.ts speak: a 600-character paragraph and 5,000
// characters of it repeated.
const PARAGRAPH =
  "Awaaz turns written words into clear speech in a few seconds. Creators paste a script for a " +
  "video, a podcast introduction or a short social clip, pick one of the voices, and download the " +
  "audio as an MP3 file that plays on every phone and browser. The built-in voices run on the " +
  "server itself, so the studio works without any paid account, while operators who want studio " +
  "quality can connect ElevenLabs or any service that speaks the OpenAI speech protocol. Every " +
  "request is checked, counted against the plan, and kept in the history for later downloads. " +
  "Nothing is sent to a third party unless the operator chooses a provider.";

export const TEXTS: Record<string, string> = {
  "600 chars": PARAGRAPH.slice(0, 600),
  "5000 chars": Array.from({ length: 9 }, () => PARAGRAPH)
    .join(" ")
    .slice(0, 5000),
};
