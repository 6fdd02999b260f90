import { Check, Copy } from "lucide-react";
import { formatRs } from "../../../domain/i18n/format.ts";
import type { Wallet } from "../../../domain/settings.ts";
import { Button } from "../../components/ui/button.tsx";
import { Section } from "../../components/ui/section.tsx";
import { useLocale, useTexts } from "../../lib/i18n.ts";
import { pricingText } from "./texts.ts";
import { useCopy } from "./use-copy.ts";

/**
 * Where to send the money: every wallet the operator filled in, the primary first, each number
 * one tap from copied. Callers pass at least one wallet (payments are not open otherwise).
 */
export function PaymentInstructions({ wallets, amount }: { wallets: Wallet[]; amount: number }) {
  const t = useTexts(pricingText);
  const locale = useLocale();
  const ordered = [...wallets].sort((a, b) => Number(b.primary) - Number(a.primary));
  const only = ordered.length === 1 ? (ordered[0]?.type ?? null) : null;
  return (
    <Section
      id="pay-how"
      title={t("instructionsTitle")}
      heading="h3"
      className="rounded-xl border border-indigo-200 bg-indigo-50 p-4 dark:border-indigo-900 dark:bg-indigo-950/40"
      titleClassName="font-semibold"
    >
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {only
          ? t("sendToOne", { amount: formatRs(amount, locale), wallet: only })
          : t("sendToAny", { amount: formatRs(amount, locale) })}
      </p>
      <ul className="mt-3 space-y-3">
        {ordered.map((w) => (
          <WalletItem key={`${w.type}-${w.number}`} wallet={w} several={ordered.length > 1} />
        ))}
      </ul>
    </Section>
  );
}

function WalletItem({ wallet, several }: { wallet: Wallet; several: boolean }) {
  const t = useTexts(pricingText);
  const { copied, copy } = useCopy();
  return (
    <li className="rounded-lg bg-white/60 p-3 dark:bg-slate-900/40">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600 dark:text-slate-400">{t("walletType")}</dt>
        <dd className="font-medium">
          {wallet.type}
          {several && !wallet.primary && (
            <span className="ms-2 text-xs font-normal text-slate-600 dark:text-slate-400">
              {t("alsoAcceptedAside")}
            </span>
          )}
        </dd>
        <dt className="text-slate-600 dark:text-slate-400">{t("walletHolder")}</dt>
        <dd className="font-medium">{wallet.holder}</dd>
        <dt className="text-slate-600 dark:text-slate-400">{t("walletNumber")}</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-base font-semibold tracking-wide">{wallet.number}</span>
          <Button
            variant="secondary"
            className="px-2.5 py-1"
            onClick={() => void copy(wallet.number)}
            aria-label={copied ? t("copied") : t("copyLabel", { wallet: wallet.type })}
          >
            {copied ? (
              <Check className="size-4 text-emerald-600" aria-hidden="true" />
            ) : (
              <Copy className="size-4" aria-hidden="true" />
            )}
            <span aria-hidden="true">{t(copied ? "copied" : "copy")}</span>
          </Button>
        </dd>
      </dl>
    </li>
  );
}
