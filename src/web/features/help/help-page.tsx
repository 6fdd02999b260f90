import { Search } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { QuickAnswers } from "../../components/quick-answers.tsx";
import { SupportHours } from "../../components/support-hours.tsx";
import { BareButton, buttonClass } from "../../components/ui/button.tsx";
import { inputClass } from "../../components/ui/field.tsx";
import { WhatsAppButton } from "../../components/whatsapp-button.tsx";
import { useLocale, useTexts } from "../../lib/i18n.ts";
import { usePageMeta } from "../../lib/page-meta.ts";
import { useSite } from "../../lib/site.ts";
import { helpCategories } from "./articles.ts";
import { HelpCategories } from "./help-categories.tsx";
import { filterHelp, queryWords } from "./search.ts";
import { helpText } from "./texts.ts";

export function HelpPage() {
  const t = useTexts(helpText);
  const locale = useLocale();
  const site = useSite();
  usePageMeta(t("metaTitle"), t("metaDescription"));
  const [query, setQuery] = useState("");
  // The server renders the box: what a reader typed before the page's scripts ran is searched for
  // once they have (React keeps the typed text, but its state starts empty).
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = box.current?.value;
    if (typed) setQuery(typed);
  }, []);
  // Categories the user toggled. Closed by default; while searching, the matches open by
  // default instead, and a new query starts afresh so new matches are never hidden.
  const [toggled, setToggled] = useState<ReadonlySet<string>>(new Set());
  const searchId = useId();
  const words = queryWords(query);
  const searching = words.length > 0;
  const all = useMemo(() => helpCategories(site, locale), [site, locale]);
  const shown = useMemo(() => filterHelp(all, query), [all, query]);
  const matches = shown.reduce((sum, c) => sum + c.articles.length, 0);

  const search = (value: string) => {
    setQuery(value);
    setToggled(new Set());
  };
  const toggle = (id: string) =>
    setToggled((t) => {
      const next = new Set(t);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <div className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("title")}</h1>
        <p className="mt-3 text-slate-700 dark:text-slate-300">{t("intro")}</p>
        {/* biome-ignore lint/a11y/useSemanticElements: jsdom (the React tests) has no <search> yet */}
        <div role="search" className="relative mt-6">
          <label htmlFor={searchId} className="sr-only">
            {t("searchLabel")}
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 start-3 size-5 -translate-y-1/2 text-slate-500 dark:text-slate-400"
            aria-hidden="true"
          />
          <input
            ref={box}
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => search(e.target.value)}
            placeholder={t("searchPlaceholder")}
            autoComplete="off"
            className={`${inputClass} py-3 ps-10 text-base`}
          />
        </div>
        <p role="status" className="mt-2 min-h-5 text-sm text-slate-700 dark:text-slate-300">
          {searching ? t("searchCount", { count: matches }) : ""}
        </p>
      </div>

      <div className="mt-6 grid gap-8 lg:grid-cols-3">
        <section aria-label={t("articlesRegion")} className="lg:col-span-2">
          {shown.length > 0 ? (
            <HelpCategories
              categories={shown}
              words={words}
              isOpen={(id) => (searching ? !toggled.has(id) : toggled.has(id))}
              onToggle={toggle}
            />
          ) : (
            <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
              <p className="font-semibold">{t("noMatch", { query: query.trim() })}</p>
              <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t("noMatchHint")}</p>
              <BareButton
                type="button"
                onClick={() => search("")}
                className={buttonClass("secondary", "mt-4")}
              >
                {t("clearSearch")}
              </BareButton>
            </div>
          )}
        </section>
        <aside className="space-y-6">
          <QuickAnswers site={site} />
          <SupportHours site={site} />
          {site.whatsappNumber && (
            <section
              aria-labelledby="help-chat-title"
              className="rounded-xl bg-green-50 p-5 dark:bg-green-950/40"
            >
              <h2 id="help-chat-title" className="text-lg font-semibold">
                {t("chatTitle")}
              </h2>
              <p className="mt-1 mb-4 text-sm text-slate-700 dark:text-slate-300">
                {t("chatText")}
              </p>
              <WhatsAppButton number={site.whatsappNumber} />
            </section>
          )}
        </aside>
      </div>
    </div>
  );
}
