// What sits under the plan cards: the yearly savings table, why to trust the process, the
// wallets the operator accepts and the FAQ. Every operator fact comes from the site settings.
import { BadgeCheck, Headphones, RotateCcw, ShieldCheck, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { msg } from "../../../domain/messages.ts";
import { formatRs } from "../../../domain/pricing.ts";
import { Disclosure } from "../../components/ui/disclosure.tsx";
import { Section } from "../../components/ui/section.tsx";
import type { Site } from "../../lib/site.ts";
import type { CardPlan } from "./card-model.ts";

/** A titled section under the plan cards; they all look alike. */
const Part = (props: { id: string; title: string; children: ReactNode }) => (
  <Section className="mt-16" titleClassName="text-2xl font-bold tracking-tight" {...props} />
);

/** Yearly cards only: what twelve months cost against one yearly payment. */
export function SavingsBreakdown({ yearly }: { yearly: CardPlan[] }) {
  const paid = yearly.filter((p) => !p.free);
  return (
    <Part id="savings-title" title="Yearly savings breakdown">
      <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 dark:bg-slate-900">
            <tr>
              <th scope="col" className="px-3 py-3 font-semibold">
                Plan
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                12 × monthly
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                Yearly
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                You save
              </th>
            </tr>
          </thead>
          <tbody>
            {paid.map((p) => (
              <tr key={p.key} className="border-t border-slate-200 dark:border-slate-800">
                <th scope="row" className="px-3 py-3 font-medium">
                  {p.name}
                </th>
                <td className="px-3 py-3">{formatRs(p.originalAmount ?? p.amount)}</td>
                <td className="px-3 py-3">{formatRs(p.amount)}</td>
                <td className="px-3 py-3 font-semibold text-emerald-700 dark:text-emerald-400">
                  {formatRs(p.savings)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Part>
  );
}

export function TrustBlurbs({ site }: { site: Site }) {
  const blurbs = [
    {
      icon: ShieldCheck,
      title: "Checked by a person",
      text: `Every payment is verified by our team ${site.verificationText}.`,
    },
    {
      icon: BadgeCheck,
      title: "Active at once",
      text: "Your plan starts the moment your payment is approved, and we tell you on your dashboard.",
    },
    {
      icon: RotateCcw,
      title: "Fair refunds",
      text: "A clear refund policy, written below.",
    },
    {
      icon: Headphones,
      title: "Real support",
      text: `Average response ${site.averageResponse}, on WhatsApp or by message.`,
    },
  ];
  return (
    <section aria-label="Why buy with confidence" className="mt-16">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {blurbs.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
            <Icon className="size-6 text-indigo-600 dark:text-indigo-400" aria-hidden="true" />
            <h3 className="mt-3 font-semibold">{title}</h3>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PaymentMethods({ site }: { site: Site }) {
  // The primary wallet first: it is the one the purchase form asks the buyer to pay into.
  const wallets = [...site.wallets].sort((a, b) => Number(b.primary) - Number(a.primary));
  return (
    <Part id="methods-title" title="Accepted payment methods">
      {wallets.length === 0 && (
        <p className="mt-4 text-slate-700 dark:text-slate-300">{msg.purchase.notOpen}</p>
      )}
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {wallets.map((w) => (
          <li
            key={`${w.type}-${w.number}`}
            className="flex items-center gap-4 rounded-xl border border-slate-200 p-5 dark:border-slate-800"
          >
            <Wallet
              className="size-8 shrink-0 text-indigo-600 dark:text-indigo-400"
              aria-hidden="true"
            />
            <div>
              <p className="font-semibold">{w.type}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {w.primary ? "Primary: pay here" : "Also accepted"}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Part>
  );
}

export function PricingFaq({ site }: { site: Site }) {
  const wallet = site.wallets.find((w) => w.primary) ?? site.wallets[0];
  const faq = [
    {
      q: "How do I pay?",
      a: `Choose a plan, send the amount to our ${wallet?.type ?? "mobile wallet"} account shown in the purchase form, then enter the transaction ID from your receipt and submit.`,
    },
    {
      q: "How long does verification take?",
      a: `Payments are verified ${site.verificationText}. Your dashboard shows a notification as soon as your payment is approved or rejected.`,
    },
    { q: "What is your refund policy?", a: site.refundPolicyText },
    {
      q: "What happens when my plan ends?",
      a: `Your account returns to the free plan with ${site.freeQuota} voice generations. Buy a plan again at any time.`,
    },
    {
      // docs/product.md section 4, "Buying more".
      q: "Can I buy more before my plan ends?",
      a: "Yes. Nothing you have paid for is lost: the new plan's days are added to the end of your current plan, and its generations to the ones you have left.",
    },
    {
      q: "Can I pay for someone else?",
      a: "Yes: the plan goes to the account that submits the transaction ID, so submit it from their account.",
    },
  ];
  return (
    <Part id="faq-title" title="Frequently asked questions">
      <div className="mt-4 space-y-3">
        {faq.map(({ q, a }) => (
          <Disclosure key={q} title={q} headingLevel={3}>
            <p className="text-slate-700 dark:text-slate-300">{a}</p>
          </Disclosure>
        ))}
      </div>
    </Part>
  );
}
