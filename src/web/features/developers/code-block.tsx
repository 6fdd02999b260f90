import { Check, Copy } from "lucide-react";
import { msg } from "../../../domain/messages.ts";
import { Button } from "../../components/ui/button.tsx";
import { useCopy } from "../../lib/use-copy.ts";

const copyTexts = {
  copied: msg.apiKeys.copied,
  failed: msg.apiKeys.copyFailed,
};

export function CodeBlock({ id, title, code }: { id: string; title: string; code: string }) {
  const { copied, copy } = useCopy(copyTexts);
  return (
    <section aria-labelledby={`example-${id}`} className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h3 id={`example-${id}`} className="font-semibold">
          {title}
        </h3>
        <Button variant="ghost" onClick={() => copy(code)} aria-label={`Copy ${title}`}>
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copied ? "Copied" : "Copy"}
        </Button>
      </div>
      {/* Wrapped rather than scrolled: nothing is hidden at 375 px or from keyboard users. */}
      <pre className="whitespace-pre-wrap break-all rounded-lg bg-slate-900 p-4 text-sm text-slate-100">
        <code>{code}</code>
      </pre>
    </section>
  );
}
