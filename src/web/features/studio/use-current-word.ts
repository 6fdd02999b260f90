// The word being heard, followed on every frame while the audio plays (the element's timeupdate
// comes only about four times a second, slower than words are spoken) and on each seek while it
// is paused. The component re-renders only when the word changes.
import { type RefObject, useEffect, useState } from "react";
import { type TimedWord, wordAt } from "./words.ts";

const EVENTS = ["timeupdate", "seeked", "play", "playing", "pause", "ended", "emptied"] as const;

export function useCurrentWord(
  audio: RefObject<HTMLAudioElement | null>,
  words: readonly TimedWord[],
): number {
  const [current, setCurrent] = useState(-1);
  useEffect(() => {
    const el = audio.current;
    if (!el || words.length === 0) return;
    let frame = 0;
    const update = () => setCurrent(wordAt(words, el.currentTime));
    const tick = () => {
      update();
      frame = el.paused ? 0 : requestAnimationFrame(tick);
    };
    const follow = () => {
      cancelAnimationFrame(frame);
      tick();
    };
    for (const e of EVENTS) el.addEventListener(e, follow);
    update();
    return () => {
      cancelAnimationFrame(frame);
      for (const e of EVENTS) el.removeEventListener(e, follow);
    };
  }, [audio, words]);
  return current;
}
