// ElevenLabs' with-timestamps routes with its official SDK, unchanged, against the real server and
// the embedded eSpeak voices: every character timed, in order, within the audio.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../../tests/helpers/test-server.ts";
import { mp3DurationMs } from "../../speech/audio.ts";
import { userWithKey } from "../api-keys/test-kit.ts";
import { sdkKit } from "./test-kit.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ configure: (o) => ({ ...o, generationsPerMinute: 1000 }) });
});
afterAll(() => server.close());

const { elevenlabs, historyOf } = sdkKit(() => server);
const VOICE = "basic-en-us-female-1";

interface Timed {
  characters: string[];
  characterStartTimesSeconds: number[];
  characterEndTimesSeconds: number[];
}

/** Times that never go backwards, each character's end after its start, none past `seconds`. */
function expectOrdered(a: Timed, seconds: number) {
  expect(a.characterStartTimesSeconds).toHaveLength(a.characters.length);
  expect(a.characterEndTimesSeconds).toHaveLength(a.characters.length);
  let last = 0;
  a.characters.forEach((_, i) => {
    const start = a.characterStartTimesSeconds[i] ?? -1;
    const end = a.characterEndTimesSeconds[i] ?? -1;
    expect(start).toBeGreaterThanOrEqual(last);
    expect(end).toBeGreaterThanOrEqual(start);
    expect(end).toBeLessThanOrEqual(seconds);
    last = start;
  });
}

describe("POST /v1/text-to-speech/{voice_id}/with-timestamps", () => {
  it("answers the SDK's convertWithTimestamps: the audio, and every character of the text in order within it", async () => {
    const { key, id } = await userWithKey(server);
    const text = "Price: Rs. 500 for 5 kg.\n\nThank you, and goodbye!";
    const res = await elevenlabs(key).textToSpeech.convertWithTimestamps(VOICE, { text });
    const audio = Buffer.from(res.audioBase64, "base64");
    const seconds = (mp3DurationMs(audio) ?? 0) / 1000;
    expect(seconds).toBeGreaterThan(2);
    for (const a of [res.alignment, res.normalizedAlignment]) {
      if (!a) throw new Error("no alignment");
      expect(a.characters.join("")).toBe(text);
      expectOrdered(a, seconds);
    }
    const chars = res.alignment?.characters ?? [];
    const at = (i: number) => res.alignment?.characterStartTimesSeconds[i] ?? 0;
    // The blank line's pause: "Thank" starts well after "kg." ends.
    const thank = text.indexOf("Thank");
    expect(
      at(thank) - (res.alignment?.characterEndTimesSeconds[text.indexOf("kg.") + 2] ?? 0),
    ).toBeGreaterThanOrEqual(0.5);
    expect(chars[thank]).toBe("T");
    // The same metering as the other speech routes: one generation on the key's owner.
    expect(await historyOf(id)).toHaveLength(1);
  });

  it("gives a character the engine skips (an emoji, a zero-width joiner) its own entry, in order", async () => {
    const { key } = await userWithKey(server);
    const text = "Hello 👋🏽 world, our fam\u200Dily 👨\u200D👩\u200D👧 is\u200B here 🙂 — end";
    const res = await elevenlabs(key).textToSpeech.convertWithTimestamps(VOICE, { text });
    const seconds = (mp3DurationMs(Buffer.from(res.audioBase64, "base64")) ?? 0) / 1000;
    const a = res.alignment;
    if (!a) throw new Error("no alignment");
    expect(a.characters).toEqual(Array.from(text));
    expectOrdered(a, seconds);
  });

  it("carries the timings over to the text as sent when normalising changed it", async () => {
    const { key } = await userWithKey(server);
    // Urdu loses its zero-width characters, and every text its spaces at the ends.
    const text = "  سلام\u200C دنیا  ";
    const res = await elevenlabs(key).textToSpeech.convertWithTimestamps("basic-ur-female-1", {
      text,
    });
    const seconds = (mp3DurationMs(Buffer.from(res.audioBase64, "base64")) ?? 0) / 1000;
    expect(res.alignment?.characters.join("")).toBe(text);
    expect(res.normalizedAlignment?.characters.join("")).toBe("سلام دنیا");
    if (res.alignment) expectOrdered(res.alignment, seconds);
  });
});

describe("POST /v1/text-to-speech/{voice_id}/stream/with-timestamps", () => {
  it("streams to the SDK's streamWithTimestamps chunks whose characters, joined, are the text", async () => {
    const { key, id } = await userWithKey(server);
    const text =
      "The first sentence is short. The second one is a little longer than the first, " +
      "and it goes on for a while so that the stream has several pieces to send. " +
      "A third sentence closes the text. And a fourth, for good measure, ends it.";
    const stream = await elevenlabs(key).textToSpeech.streamWithTimestamps(VOICE, {
      text,
      outputFormat: "pcm_16000",
    });
    const chunks = [];
    for await (const chunk of stream) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(1);
    const characters = chunks.flatMap((c) => c.alignment?.characters ?? []);
    expect(characters.join("")).toBe(text);
    const bytes = chunks.reduce((n, c) => n + Buffer.from(c.audioBase64, "base64").length, 0);
    const seconds = bytes / 2 / 16_000;
    expectOrdered(
      {
        characters,
        characterStartTimesSeconds: chunks.flatMap(
          (c) => c.alignment?.characterStartTimesSeconds ?? [],
        ),
        characterEndTimesSeconds: chunks.flatMap(
          (c) => c.alignment?.characterEndTimesSeconds ?? [],
        ),
      },
      seconds + 0.01,
    );
    expect(await historyOf(id)).toHaveLength(1);
  });
});
