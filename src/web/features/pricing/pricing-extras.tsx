// What sits under the plan cards: the yearly savings table, why to trust the process, the
// wallets the operator accepts and the FAQ. Every operator fact comes from the site settings.
import { BadgeCheck, Headphones, RotateCcw, ShieldCheck, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { formatNumber, formatRs } from "../../../domain/i18n/format.ts";
import { Disclosure } from "../../components/ui/disclosure.tsx";
import { Section } from "../../components/ui/section.tsx";
import { useLocale, useTexts } from "../../lib/i18n.ts";
import { messageText } from "../../lib/message-text.ts";
import type { Site } from "../../lib/site.ts";
import { textLang } from "../../lib/text-lang.ts";
import type { CardPlan } from "./card-model.ts";
import { pricingText } from "./texts.ts";

/** A titled section under the plan cards; they all look alike. */
const Part = (props: { id: string; title: string; children: ReactNode }) => (
  <Section className="mt-16" titleClassName="text-2xl font-bold tracking-tight" {...props} />
);

/** Yearly cards only: what twelve months cost against one yearly payment. */
export function SavingsBreakdown({ yearly }: { yearly: CardPlan[] }) {
  const t = useTexts(pricingText);
  const locale = useLocale();
  const paid = yearly.filter((p) => !p.free);
  return (
    <Part id="savings-title" title={t("savingsTitle")}>
      <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
        <table className="w-full text-start text-sm">
          <thead className="bg-slate-50 dark:bg-slate-900">
            <tr>
              <th scope="col" className="px-3 py-3 font-semibold">
                {t("savingsPlan")}
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                {t("savingsMonthly")}
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                {t("savingsYearly")}
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                {t("savingsSave")}
              </th>
            </tr>
          </thead>
          <tbody>
            {paid.map((p) => (
              <tr key={p.key} className="border-t border-slate-200 dark:border-slate-800">
                <th scope="row" className="px-3 py-3 font-medium">
                  {p.name}
                </th>
                <td className="px-3 py-3">{formatRs(p.originalAmount ?? p.amount, locale)}</td>
                <td className="px-3 py-3">{formatRs(p.amount, locale)}</td>
                <td className="px-3 py-3 font-semibold text-emerald-700 dark:text-emerald-400">
                  {formatRs(p.savings, locale)}
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
  const t = useTexts(pricingText);
  const blurbs = [
    {
      icon: ShieldCheck,
      title: t("trustCheckedTitle"),
      text: t("trustCheckedText", { verification: site.verificationText }),
    },
    { icon: BadgeCheck, title: t("trustActiveTitle"), text: t("trustActiveText") },
    { icon: RotateCcw, title: t("trustRefundTitle"), text: t("trustRefundText") },
    {
      icon: Headphones,
      title: t("trustSupportTitle"),
      text: t("trustSupportText", { time: site.averageResponse }),
    },
  ];
  return (
    <section aria-label={t("trustLabel")} className="mt-16">
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
  const t = useTexts(pricingText);
  // The primary wallet first: it is the one the purchase form asks the buyer to pay into.
  const wallets = [...site.wallets].sort((a, b) => Number(b.primary) - Number(a.primary));
  return (
    <Part id="methods-title" title={t("methodsTitle")}>
      {wallets.length === 0 && (
        <p className="mt-4 text-slate-700 dark:text-slate-300">{messageText("purchaseNotOpen")}</p>
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
                {t(w.primary ? "methodPrimary" : "alsoAccepted")}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Part>
  );
}

export function PricingFaq({ site }: { site: Site }) {
  const t = useTexts(pricingText);
  const locale = useLocale();
  const wallet = site.wallets.find((w) => w.primary) ?? site.wallets[0];
  const faq: { q: string; a: string; own?: boolean }[] = [
    {
      q: t("faqPayQ"),
      a: wallet ? t("faqPayA", { wallet: wallet.type }) : t("faqPayAnyA"),
    },
    {
      q: t("faqVerifyQ"),
      a: t("faqVerifyA", { verification: site.verificationText }),
    },
    { q: t("faqRefundQ"), a: site.refundPolicyText, own: true },
    {
      q: t("faqEndQ"),
      a: t("faqEndA", { count: formatNumber(site.freeQuota, locale) }),
    },
    // docs/product.md section 4, "Buying more".
    { q: t("faqMoreQ"), a: t("faqMoreA") },
    { q: t("faqOtherQ"), a: t("faqOtherA") },
  ];
  return (
    <Part id="faq-title" title={t("faqTitle")}>
      <div className="mt-4 space-y-3">
        {faq.map(({ q, a, own }) => (
          <Disclosure key={q} title={q} headingLevel={3}>
            {/* The operator's own words keep their own direction (docs/i18n.md). */}
            <p
              className="text-slate-700 dark:text-slate-300"
              {...(own ? { dir: "auto", lang: textLang(a) } : {})}
            >
              {a}
            </p>
          </Disclosure>
        ))}
      </div>
    </Part>
  );
}
