import { defaultPrivacy, defaultTerms } from "../../../domain/legal.ts";
import { usePageMeta } from "../../lib/page-meta.ts";
import { useSite } from "../../lib/site.ts";

const pages = {
  terms: { title: "Terms of Service", fallback: defaultTerms },
  privacy: { title: "Privacy Policy", fallback: defaultPrivacy },
} as const;

/** The operator's text from Settings, or the default naming the site; paragraphs split on blank lines. */
function LegalPage({ kind }: { kind: keyof typeof pages }) {
  const site = useSite();
  const page = pages[kind];
  usePageMeta(page.title, `${site.siteName}'s ${page.title.toLowerCase()}.`);
  const own = kind === "terms" ? site.termsText : site.privacyText;
  const text = own.trim() || page.fallback(site.siteName);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{page.title}</h1>
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
