// How long a word takes to say, told by its phonemes rather than its letters ("500" is ten
// phonemes in three letters, "through" three in seven): the neural engine spreads a clause's time
// over its words by them (docs/architecture.md, "Word timings"). eSpeak runs on the calling
// thread here, a few microseconds a word; its instance is created on first use.
import { letterWeight } from "../../../domain/word-timing.ts";
import { espeak } from "./espeak.ts";

// The voices espeak-ng-data/ holds: a neural voice's eSpeak voice, else its language.
function setVoice(name: string): boolean {
  const engine = espeak();
  return engine.setVoice(name) === 0 || engine.setVoice(name.split(/[-_]/u)[0] ?? name) === 0;
}

/** Each word's phonemes in the eSpeak voice's language; letters when eSpeak cannot say. */
export function phonemeWeights(espeakVoice: string, words: string[]): number[] {
  try {
    if (!setVoice(espeakVoice)) return words.map(letterWeight);
    const engine = espeak();
    return words.map((word) => {
      const phonemes = engine.phonemes(word).split(" ").filter(Boolean).length;
      return phonemes > 0 ? phonemes : letterWeight(word);
    });
  } catch {
    return words.map(letterWeight);
  }
}
