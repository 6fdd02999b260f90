// Support texts built from the operator's settings, so the help centre, the contact page and the
// product say the same thing (docs/product.md section 10). Not domain's primaryWallet(): its module
// brings zod, which public pages must not download.
import type { Wallet } from "../../domain/settings.ts";
import type { Site } from "../lib/site.ts";

export function walletsOf(site: Pick<Site, "wallets">): { primary?: Wallet; others: Wallet[] } {
  const primary = site.wallets.find((w) => w.primary) ?? site.wallets[0];
  return { primary, others: site.wallets.filter((w) => w !== primary) };
}

/** "JazzCash account 03001234567 (Awaaz Owner)". */
export function walletText(wallet: Wallet): string {
  return `${wallet.type} account ${wallet.number} (${wallet.holder})`;
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export interface QuickAnswer {
  q: string;
  a: string;
}

export function quickAnswers(site: Site): QuickAnswer[] {
  const { primary, others } = walletsOf(site);
  const alsoAccepted = others.length
    ? ` ${others.map((w) => w.type).join(" and ")} ${others.length === 1 ? "is" : "are"} also accepted.`
    : "";
  return [
    {
      q: "Is there a free plan?",
      a: `Yes. Every new account gets ${plural(site.freeQuota, "free voice generation")}; no payment details needed.`,
    },
    {
      q: "How do I pay for a plan?",
      a: primary
        ? `Send the plan's amount to our ${walletText(primary)}, then enter the transaction ID on the pricing page.${alsoAccepted}`
        : "Choose a plan on the pricing page and follow the payment instructions shown there.",
    },
    {
      q: "How long does payment verification take?",
      a: `Payments are verified ${site.verificationText}. Your dashboard shows a notification once it is done.`,
    },
    { q: "Can I get a refund?", a: site.refundPolicyText },
    {
      q: "Which languages can I use?",
      a: "English, Urdu and Hindi. Type Urdu in Urdu script and Hindi in Devanagari, then pick an Urdu or Hindi voice.",
    },
    {
      q: "How fast will support reply?",
      a: site.averageResponse
        ? `Usually ${site.averageResponse}, within our support hours.`
        : "As soon as we can, within our support hours.",
    },
  ];
}
