import { formatRs } from "../../domain/i18n/format.ts";
import { useLocale, useTexts } from "../lib/i18n.ts";
import { uiText } from "./ui/texts.ts";

/** A price before its discount, struck through; a screen reader says "was Rs 1,000". */
export function WasPrice({ amount, className = "" }: { amount: number; className?: string }) {
  const t = useTexts(uiText);
  const locale = useLocale();
  return (
    <s className={`${className} text-slate-500 dark:text-slate-400`.trim()}>
      <span className="sr-only">{`${t("wasPrice")} `}</span>
      {formatRs(amount, locale)}
    </s>
  );
}
