// The words of a generation with the seconds each is heard, as the captions answer gives them
// (docs/product.md section 2, Captions): which one is being heard at a moment of the audio.

export interface TimedWord {
  text: string;
  /** Seconds from the start of the audio. */
  start: number;
  end: number;
}

const isWord = (value: unknown): value is TimedWord =>
  typeof value === "object" &&
  value !== null &&
  "text" in value &&
  typeof value.text === "string" &&
  "start" in value &&
  typeof value.start === "number" &&
  "end" in value &&
  typeof value.end === "number";

/**
 * The word times in a captions answer. A generation made before they were recorded has none, and
 * its studio shows the caption lines instead.
 */
export function wordsOf(answer: object): TimedWord[] {
  const words = "words" in answer ? answer.words : undefined;
  return Array.isArray(words) ? words.filter(isWord) : [];
}

/**
 * The index of the word heard at `seconds`, or -1 between words (a pause) and outside the audio.
 * Words come in order and never overlap, so a binary search finds the last that has started.
 */
export function wordAt(words: readonly TimedWord[], seconds: number): number {
  let low = 0;
  let high = words.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if ((words[mid]?.start ?? 0) <= seconds) {
      found = mid;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  const word = words[found];
  return word && seconds < word.end ? found : -1;
}
