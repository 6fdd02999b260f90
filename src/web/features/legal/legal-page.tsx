import { DEFAULT_PRIVACY, DEFAULT_TERMS } from "../../../domain/legal.ts";
import { useTexts } from "../../lib/i18n.ts";
import { usePageMeta } from "../../lib/page-meta.ts";
import { useSite } from "../../lib/site.ts";
import { legalText } from "./texts.ts";

const pages = {
  terms: { title: "termsTitle", description: "termsDescription", fallback: DEFAULT_TERMS },
  privacy: { title: "privacyTitle", description: "privacyDescription", fallback: DEFAULT_PRIVACY },
} as const;

/** The operator's text from Settings, or the default naming the site; paragraphs split on blank lines. */
function LegalPage({ kind }: { kind: keyof typeof pages }) {
  const t = useTexts(legalText);
  const site = useSite();
  const page = pages[kind];
  usePageMeta(t(page.title), t(page.description, { siteName: site.siteName }));
  const own = kind === "terms" ? site.termsText : site.privacyText;
  const text =
    own.trim() || page.fallback.map((key) => t(key, { site: site.siteName })).join("\n\n");
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t(page.title)}</h1>
      <div className="mt-6 space-y-4 leading-relaxed text-slate-800 dark:text-slate-200">
        {text.split(/\n\s*\n/).map((para, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
          <p key={i} className="whitespace-pre-line">
            {para}
          </p>
        ))}
      </div>
    </article>
  );
}

export const TermsPage = () => <LegalPage kind="terms" />;
export const PrivacyPage = () => <LegalPage kind="privacy" />;
