// The generated text's words in a real Chromium, with the real eSpeak engine's word times: the
// word being heard is marked while the audio plays, and a tap on a word plays from there
// (docs/product.md section 2, "Captions").
import { expect, type Locator, test } from "@playwright/test";
import { type CaptionWord, generatedWords, signUp, wholeDuration } from "./helpers.ts";

interface Sample {
  /** The audio's time, in seconds. */
  at: number;
  /** The index of the marked word, -1 for none. */
  marked: number;
}

const TEXT = "One, two, three, four, five, six, seven, eight, nine, ten, eleven, twelve.";
// The mark follows the audio on the next animation frame and React's render after it: a sample
// may find it that late (longer on a busy machine), never early.
const LATE = 0.3;

/** Samples the audio's time and the marked word together, every 50 ms for `ms`. */
function sample(panel: Locator, ms: number): Promise<Sample[]> {
  return panel.evaluate(
    (el, span) =>
      new Promise<Sample[]>((resolve) => {
        const audio = el.querySelector("audio") as HTMLAudioElement;
        const out: Sample[] = [];
        const timer = setInterval(() => {
          const mark = el.querySelector<HTMLElement>('[data-word][aria-current="true"]');
          out.push({ at: audio.currentTime, marked: mark ? Number(mark.dataset.word) : -1 });
        }, 50);
        setTimeout(() => {
          clearInterval(timer);
          resolve(out);
        }, span);
      }),
    ms,
  );
}

/** Whether `marked` is the word heard at `at`, or the one heard just before (the mark is late). */
const heard = (words: CaptionWord[], at: number, marked: number) => {
  const word = words[marked];
  return word !== undefined && word.start - 0.02 <= at && at < word.end + LATE;
};

test("the word being heard is marked as the audio plays, and a tap on a word plays from there", async ({
  page,
}) => {
  await signUp(page);
  await page.getByRole("textbox", { name: "Text to speak" }).fill(TEXT);
  const words = await generatedWords(page);
  expect(words.map((w) => w.text.replace(/\W/g, ""))).toEqual(
    TEXT.replace(/\W+$/, "").split(/\W+ ?/),
  );

  const panel = page.getByRole("region", { name: "Generated Audio" });
  const audio = panel.locator("audio");
  const buttons = panel
    .getByRole("group", { name: "Words: choose one to play from there" })
    .locator("[data-word]");
  await expect(buttons).toHaveCount(words.length);
  // Once the whole file is there (its length known), from the start.
  expect(await wholeDuration(audio)).toBeGreaterThan(words.at(-1)?.start ?? 1);
  // It played by itself as it was spoken: paused here (unless it has already ended).
  if (await audio.evaluate((el: HTMLAudioElement) => !el.paused)) {
    await panel.getByRole("button", { name: "Pause" }).click();
  }
  await expect(panel.getByRole("button", { name: "Play" })).toBeVisible();
  await buttons.first().click();
  await expect
    .poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime))
    .toBe(words[0]?.start);
  await expect(buttons.first()).toHaveAttribute("aria-current", "true");

  // Playing: the mark moves word by word with the audio, forwards only, and is always a word
  // heard at that moment (or none, in a pause between words).
  await panel.getByRole("button", { name: "Play" }).click();
  const samples = await sample(panel, 2500);
  await panel.getByRole("button", { name: "Pause" }).click();
  const playing = samples.filter((s) => s.at > 0);
  expect(playing.length).toBeGreaterThan(20);
  const wrong = playing.filter((s) => s.marked !== -1 && !heard(words, s.at, s.marked));
  expect(wrong, `samples whose mark is not the word heard, of ${JSON.stringify(words)}`).toEqual(
    [],
  );
  const marks = playing.map((s) => s.marked).filter((m) => m !== -1);
  expect(marks, "the mark moves forwards only").toEqual([...marks].sort((a, b) => a - b));
  expect(new Set(marks).size, "words marked in turn").toBeGreaterThanOrEqual(4);
  // Paused, the mark settles on the word where the audio stopped (none in a pause).
  const still = (await sample(panel, 300)).at(-1) ?? { at: -1, marked: -2 };
  const stopped = words.findIndex((w) => w.start <= still.at && still.at < w.end);
  expect(still.marked).toBe(stopped);

  // A tap on a later word: the audio goes to its start, and it is the one marked.
  const later = words.length - 3;
  await buttons.nth(later).click();
  await expect
    .poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime))
    .toBeCloseTo(words[later]?.start ?? -1, 2);
  await expect(buttons.nth(later)).toHaveAttribute("aria-current", "true");
  await expect(panel.locator('[data-word][aria-current="true"]')).toHaveCount(1);
  // And playing goes on from there, the mark with it.
  await panel.getByRole("button", { name: "Play" }).click();
  const after = await sample(panel, 1500);
  const from = words[later]?.start ?? -1;
  expect(after.filter((s) => s.at < from - 0.02)).toEqual([]);
  expect(after.filter((s) => s.marked !== -1 && !heard(words, s.at, s.marked))).toEqual([]);
  expect(Math.max(...after.map((s) => s.marked))).toBeGreaterThan(later);
});
