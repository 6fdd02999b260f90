// Which of the operator's wallets the money went to: the payment records it, and the admin looks
// for the transfer in that account (docs/product.md section 4).
import { useId, useState } from "react";
import type { Wallet } from "../../../domain/settings.ts";
import { walletsOf } from "../../components/support-facts.ts";
import { choiceClass } from "../../components/ui/field.tsx";
import { useTexts } from "../../lib/i18n.ts";
import { pricingText } from "./texts.ts";

const same = (a: Wallet, b: Wallet) => a.type === b.type && a.number === b.number;

/** The listed wallets, the primary first, and the one chosen: the primary until the payer picks. */
export function useWalletChoice(wallets: Wallet[]) {
  const { primary, others } = walletsOf({ wallets });
  const [chosen, setChosen] = useState<Wallet | null>(null);
  // A choice the operator has since taken off the list falls back to the primary.
  const paidTo = wallets.find((w) => chosen !== null && same(w, chosen)) ?? primary ?? null;
  return { wallets: primary ? [primary, ...others] : [], paidTo, choose: setChosen };
}

/** Native radios in a fieldset: the legend names the group, arrow keys move the choice. */
export function WalletChoice({
  wallets,
  value,
  onChange,
}: {
  wallets: Wallet[];
  value: Wallet;
  onChange: (wallet: Wallet) => void;
}) {
  const t = useTexts(pricingText);
  const name = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium">{t("paidToLegend")}</legend>
      {wallets.map((w) => (
        <label key={`${w.type}-${w.number}`} className={choiceClass}>
          <input
            type="radio"
            name={name}
            checked={same(w, value)}
            onChange={() => onChange(w)}
            className="size-4 shrink-0 accent-indigo-600"
          />
          {/* The space keeps the two apart in the radio's name, not only on screen. */}
          <span className="min-w-0">
            <bdi>{w.type}</bdi>{" "}
            <span dir="ltr" className="font-mono break-all">
              {w.number}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
