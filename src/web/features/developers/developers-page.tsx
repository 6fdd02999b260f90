import { Link } from "react-router";
import { Section } from "../../components/ui/section.tsx";
import { usePageMeta } from "../../lib/page-meta.ts";
import { useSite } from "../../lib/site.ts";
import { CodeBlock } from "./code-block.tsx";
import { ENDPOINTS, examples } from "./examples.ts";
import { KeysPanel } from "./keys-panel.tsx";

const h2 = "text-xl font-semibold";
const link = "font-medium text-indigo-700 underline dark:text-indigo-300";

/** /developers: the user's API keys, examples for both shapes, and the endpoints. */
export function DevelopersPage() {
  const site = useSite();
  usePageMeta(
    "API",
    `Use ${site.siteName} from tools that speak the ElevenLabs or OpenAI speech API.`,
  );
  const base = typeof window === "undefined" ? "" : window.location.origin;
  return (
    <div className="mx-auto max-w-3xl space-y-10 px-4 py-10 sm:py-14">
      <div className="space-y-4">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">API</h1>
        <p className="text-slate-700 dark:text-slate-300">
          Tools that already work with ElevenLabs or OpenAI text-to-speech work with {site.siteName}
          : set the base URL to <code className="font-mono">{base}</code> (OpenAI:{" "}
          <code className="font-mono">{base}/v1</code>) and use one of your keys. Each call is a
          generation on your plan, exactly like one in the{" "}
          <Link to="/dashboard" className={link}>
            studio
          </Link>
          , and shows in your history marked API.
        </p>
      </div>
      <Section id="keys" title="Your API keys" className="space-y-4" titleClassName={h2}>
        <KeysPanel />
      </Section>
      <Section id="examples" title="Examples" className="space-y-6" titleClassName={h2}>
        {examples(base).map((e) => (
          <CodeBlock key={e.id} {...e} />
        ))}
      </Section>
      <Section id="endpoints" title="Endpoints" className="space-y-4" titleClassName={h2}>
        <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {ENDPOINTS.map(([endpoint, what]) => (
            <div key={endpoint} className="px-5 py-3">
              <dt className="font-mono text-sm font-semibold break-words">{endpoint}</dt>
              <dd className="mt-1 text-sm text-slate-700 dark:text-slate-300">{what}</dd>
            </div>
          ))}
        </dl>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Errors come in each shape's own form: ElevenLabs{" "}
          <code className="font-mono">{'{"detail": {"status", "message"}}'}</code>, OpenAI{" "}
          <code className="font-mono">{'{"error": {"message", "type", "param", "code"}}'}</code>. A
          spent plan is 401 quota_exceeded (ElevenLabs) or 429 insufficient_quota (OpenAI). The{" "}
          <a href="/v1/openapi.json" className={link}>
            OpenAPI document
          </a>{" "}
          describes every request.
        </p>
      </Section>
    </div>
  );
}
