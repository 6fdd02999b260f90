import { useTexts } from "../../lib/i18n.ts";
import { CopyButton } from "./copy-button.tsx";
import { developersText } from "./texts.ts";

export function CodeBlock({ id, title, code }: { id: string; title: string; code: string }) {
  const t = useTexts(developersText);
  return (
    <section aria-labelledby={`example-${id}`} className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h3 id={`example-${id}`} className="font-semibold">
          {title}
        </h3>
        <CopyButton
          variant="ghost"
          text={code}
          label={t("copy")}
          aria-label={t("copyNamed", { title })}
        />
      </div>
      {/* Wrapped rather than scrolled: nothing is hidden at 375 px or from keyboard users. Code
          reads left to right on an Urdu page too. */}
      <pre
        dir="ltr"
        className="whitespace-pre-wrap break-all rounded-lg bg-slate-900 p-4 text-sm text-slate-100"
      >
        <code>{code}</code>
      </pre>
    </section>
  );
}
