import { formatRs } from "../../domain/pricing.ts";

/** A price before its discount, struck through; a screen reader says "was Rs 1,000". */
export function WasPrice({ amount, className = "" }: { amount: number; className?: string }) {
  return (
    <s className={`${className} text-slate-500 dark:text-slate-400`.trim()}>
      <span className="sr-only">was </span>
      {formatRs(amount)}
    </s>
  );
}
