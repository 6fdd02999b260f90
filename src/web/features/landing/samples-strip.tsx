import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { BareButton } from "../../components/ui/button.tsx";
import { PauseIcon, PlayIcon } from "../../components/ui/shell-icons.tsx";
import { api } from "../../lib/api.ts";
// Types only: the landing page does not carry the typed client's code.
import type { Answer, client } from "../../lib/client.ts";
import { useTexts } from "../../lib/i18n.ts";
import { richText } from "../../lib/rich-text.tsx";
import { landingText } from "./texts.ts";

type Sample = Answer<typeof client.api.samples.$get>["samples"][number];

const textLang: Record<string, { lang: string; dir?: "rtl" }> = {
  ur: { lang: "ur", dir: "rtl" },
  hi: { lang: "hi" },
};

/** "Hear it": pre-made samples of the built-in voices; hidden when the server has none. */
export function SamplesStrip() {
  const t = useTexts(landingText);
  const { data } = useQuery({
    queryKey: ["samples"],
    queryFn: () => api<{ samples: Sample[] }>("/api/samples"),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const [playing, setPlaying] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const audio = useRef<HTMLAudioElement | null>(null);
  // Leaving the page stops the sound.
  useEffect(() => () => audio.current?.pause(), []);

  const samples = data?.samples ?? [];
  if (samples.length === 0) return null;

  const toggle = (sample: Sample) => {
    audio.current?.pause();
    if (playing === sample.voiceId) {
      setPlaying(null);
      return;
    }
    // Made on demand so the page downloads no audio until asked.
    const next = new Audio(sample.url);
    const stop = () => setPlaying((p) => (p === sample.voiceId ? null : p));
    next.addEventListener("ended", stop);
    audio.current = next;
    setFailed(false);
    setPlaying(sample.voiceId);
    next.play().catch(() => {
      stop();
      setFailed(true);
    });
  };

  return (
    <section aria-labelledby="samples-title" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="samples-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t("samplesTitle")}
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t("samplesText")}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {samples.map((s) => {
          const on = playing === s.voiceId;
          const Icon = on ? PauseIcon : PlayIcon;
          return (
            <li
              key={s.voiceId}
              className="flex items-start gap-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
            >
              <BareButton
                type="button"
                onClick={() => toggle(s)}
                aria-pressed={on}
                aria-label={t(on ? "samplesPause" : "samplesPlay", { name: s.name })}
                className="flex size-12 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-white hover:bg-indigo-700"
              >
                <Icon className="size-5" aria-hidden="true" />
              </BareButton>
              <div className="min-w-0">
                <p className="font-semibold">
                  {s.name}{" "}
                  <span className="text-sm font-normal text-slate-600 dark:text-slate-300">
                    {richText((marks) => t("samplesVoice", marks), {
                      accent: s.accent,
                      gender: t("samplesGender", { gender: s.gender }),
                    })}
                  </span>
                </p>
                <p
                  className="mt-1 text-sm text-slate-700 dark:text-slate-300"
                  {...textLang[s.language]}
                >
                  {s.text}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      <p role="status" className="mt-3 text-sm text-red-700 dark:text-red-400">
        {failed ? t("samplesFailed") : ""}
      </p>
    </section>
  );
}
