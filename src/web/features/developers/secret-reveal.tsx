import { useEffect, useRef } from "react";
import type { CreatedApiKey } from "../../../server/features/api-keys/service.ts";
import { Button } from "../../components/ui/button.tsx";
import { useTexts } from "../../lib/i18n.ts";
import { messageText } from "../../lib/message-text.ts";
import { CopyButton } from "./copy-button.tsx";
import { developersText } from "./texts.ts";

/** The new key's secret, shown this once: the server keeps only its hash. */
export function SecretReveal({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const t = useTexts(developersText);
  const heading = useRef<HTMLHeadingElement>(null);
  // Screen readers and keyboards land on the news, not on a button that has vanished.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      role="status"
      className="space-y-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 dark:border-emerald-800 dark:bg-emerald-950"
    >
      <h3
        ref={heading}
        tabIndex={-1}
        className="font-semibold text-emerald-900 dark:text-emerald-100"
      >
        {t("createdTitle", { name: created.name })}
      </h3>
      <p className="text-sm text-emerald-900 dark:text-emerald-100">
        {messageText("apiKeysCreated")}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <code
          data-testid="new-api-key"
          dir="ltr"
          className="grow break-all rounded-lg border border-emerald-300 bg-white px-3 py-2 font-mono text-sm text-slate-900 dark:border-emerald-800 dark:bg-slate-900 dark:text-slate-100"
        >
          {created.key}
        </code>
        <CopyButton variant="secondary" text={created.key} label={t("copyKey")} />
      </div>
      <Button variant="ghost" onClick={onDone}>
        {t("done")}
      </Button>
    </div>
  );
}
