// The generated text as words: the one being heard is marked as the audio plays, and choosing a
// word (a tap, a click, or Enter on it) plays from there. The words are one stop for Tab; the
// arrow keys move between them in reading order (Home and End: first and last). The mark moves
// with aria-current, never through a live region: a screen reader is not read every word twice.
import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from "react";
import { useTexts } from "../../lib/i18n.ts";
import { textLang } from "../../lib/text-lang.ts";
import { studioText } from "./texts.ts";
import { useCurrentWord } from "./use-current-word.ts";
import type { TimedWord } from "./words.ts";

interface Props {
  words: readonly TimedWord[];
  audio: RefObject<HTMLAudioElement | null>;
  onSeek: (seconds: number) => void;
}

/** Keeps `child` in view inside the scrolling `box`, moving the box only (never the page). */
function keepInView(box: HTMLElement, child: HTMLElement) {
  const outer = box.getBoundingClientRect();
  const inner = child.getBoundingClientRect();
  if (inner.top < outer.top) box.scrollTop -= outer.top - inner.top;
  else if (inner.bottom > outer.bottom) box.scrollTop += inner.bottom - outer.bottom;
}

export function SpokenWords({ words, audio, onSeek }: Props) {
  const t = useTexts(studioText);
  const current = useCurrentWord(audio, words);
  // The word that takes Tab: the one last moved to, else the one being heard, else the first.
  const [active, setActive] = useState<number | null>(null);
  const box = useRef<HTMLFieldSetElement>(null);
  const stop = active ?? Math.max(current, 0);
  const text = words.map((w) => w.text).join(" ");

  useEffect(() => {
    const el = box.current?.querySelector<HTMLElement>(`[data-word="${current}"]`);
    if (box.current && el) keepInView(box.current, el);
  }, [current]);

  const move = (e: KeyboardEvent<HTMLFieldSetElement>) => {
    const rtl = getComputedStyle(e.currentTarget).direction === "rtl";
    const step: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      Home: -words.length,
      End: words.length,
    };
    const by = step[e.key];
    if (by === undefined) return;
    e.preventDefault();
    const next = Math.min(words.length - 1, Math.max(0, stop + by));
    setActive(next);
    box.current?.querySelector<HTMLElement>(`[data-word="${next}"]`)?.focus();
  };

  return (
    <fieldset
      ref={box}
      dir="auto"
      lang={textLang(text)}
      onKeyDown={move}
      className="max-h-40 min-w-0 overflow-y-auto rounded-lg bg-white/70 p-2 text-base leading-loose dark:bg-slate-900/60"
    >
      <legend className="sr-only">{t("captionsWords")}</legend>
      {/* Each word is a button inside running text: the text's own size, not a 44 px target (a
          word in a sentence, as a link in one is). A word wider than the box (a web address, a
          long compound) breaks across lines rather than running out of it. */}
      {words.map((word, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the words of one answer never move, and two may share their times and text
        <span key={i}>
          <button
            type="button"
            data-word={i}
            tabIndex={i === stop ? 0 : -1}
            aria-current={i === current ? "true" : undefined}
            onClick={() => {
              setActive(i);
              onSeek(word.start);
            }}
            className={`inline max-w-full rounded px-0.5 text-start [overflow-wrap:anywhere] ${
              i === current
                ? "bg-indigo-600 text-white dark:bg-indigo-500"
                : "hover:bg-slate-100 dark:hover:bg-slate-800"
            }`}
          >
            {word.text}
          </button>{" "}
        </span>
      ))}
    </fieldset>
  );
}
