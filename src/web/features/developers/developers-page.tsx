import { Section } from "../../components/ui/section.tsx";
import { useTexts } from "../../lib/i18n.ts";
import { Link } from "../../lib/navigation.tsx";
import { useOrigin } from "../../lib/origin.ts";
import { usePageMeta } from "../../lib/page-meta.ts";
import { richText } from "../../lib/rich-text.tsx";
import { useSite } from "../../lib/site.ts";
import { CodeBlock } from "./code-block.tsx";
import { ENDPOINTS, examples } from "./examples.ts";
import { KeysPanel } from "./keys-panel.tsx";
import { developersText } from "./texts.ts";

const h2 = "text-xl font-semibold";
const link = "font-medium text-indigo-700 underline dark:text-indigo-300";

/** /developers: the user's API keys, examples for both shapes, and the endpoints. */
export function DevelopersPage() {
  const t = useTexts(developersText);
  const site = useSite();
  usePageMeta(t("metaTitle"), t("metaDescription", { siteName: site.siteName }));
  const base = useOrigin();
  return (
    <div className="mx-auto max-w-3xl space-y-10 px-4 py-10 sm:py-14">
      <div className="space-y-4">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("title")}</h1>
        <p className="text-slate-700 dark:text-slate-300">
          {richText((marks) => t("intro", { siteName: site.siteName, ...marks }), {
            base: (
              <code dir="ltr" className="font-mono">
                {base}
              </code>
            ),
            openaiBase: <code dir="ltr" className="font-mono">{`${base}/v1`}</code>,
            studio: (
              <Link to="/dashboard" className={link}>
                {t("introStudio")}
              </Link>
            ),
          })}
        </p>
      </div>
      <Section id="keys" title={t("keysTitle")} className="space-y-4" titleClassName={h2}>
        <KeysPanel />
      </Section>
      <Section id="examples" title={t("examplesTitle")} className="space-y-6" titleClassName={h2}>
        {examples(base).map((e) => (
          <CodeBlock key={e.id} {...e} />
        ))}
      </Section>
      <Section id="endpoints" title={t("endpointsTitle")} className="space-y-4" titleClassName={h2}>
        <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {ENDPOINTS.map(([endpoint, what]) => (
            <div key={endpoint} className="px-5 py-3">
              <dt dir="ltr" className="font-mono text-sm font-semibold break-words">
                {endpoint}
              </dt>
              <dd className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t(what)}</dd>
            </div>
          ))}
        </dl>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {richText((marks) => t("errors", marks), {
            elevenlabs: (
              <code dir="ltr" className="font-mono">
                {'{"detail": {"status", "message"}}'}
              </code>
            ),
            openai: (
              <code dir="ltr" className="font-mono">
                {'{"error": {"message", "type", "param", "code"}}'}
              </code>
            ),
            openapi: (
              <a href="/v1/openapi.json" className={link}>
                {t("errorsOpenapi")}
              </a>
            ),
          })}
        </p>
      </Section>
    </div>
  );
}
