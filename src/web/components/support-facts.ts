// Support texts built from the operator's settings, so the help centre, the contact page and the
// product say the same thing (docs/product.md section 10). Not domain's primaryWallet(): its module
// brings zod, which public pages must not download. The texts read the active language at call time.
import { formatList } from "../../domain/i18n/format.ts";
import type { Locale } from "../../domain/i18n/locales.ts";
import type { Wallet } from "../../domain/settings.ts";
import type { Site } from "../lib/site.ts";
import { contactText } from "./contact-texts.ts";

export function walletsOf(site: Pick<Site, "wallets">): { primary?: Wallet; others: Wallet[] } {
  const primary = site.wallets.find((w) => w.primary) ?? site.wallets[0];
  return { primary, others: site.wallets.filter((w) => w !== primary) };
}

/** "JazzCash account 03001234567 (Awaaz Owner)". */
export function walletText({ type, number, holder }: Wallet): string {
  return contactText("walletAccount", { type, number, holder });
}

/** "Easypaisa is also accepted.", or nothing when the primary wallet is the only one. */
export function alsoAccepted(others: Wallet[], locale: Locale): string | undefined {
  if (others.length === 0) return undefined;
  const wallets = formatList(
    others.map((w) => w.type),
    locale,
  );
  return contactText("walletsAlsoAccepted", { wallets, count: others.length });
}

export interface QuickAnswer {
  q: string;
  a: string;
  /** The answer is the operator's own words, in whatever language they wrote it. */
  own?: boolean;
}

export function quickAnswers(site: Site, locale: Locale): QuickAnswer[] {
  const { primary, others } = walletsOf(site);
  const t = contactText;
  const pay = primary
    ? [t("answerPay", { wallet: walletText(primary) }), alsoAccepted(others, locale)]
    : [t("answerPayNoWallet")];
  return [
    { q: t("answerFreeQ"), a: t("answerFree", { count: site.freeQuota }) },
    { q: t("answerPayQ"), a: pay.filter(Boolean).join(" ") },
    { q: t("answerVerifyQ"), a: t("answerVerify", { when: site.verificationText }) },
    { q: t("answerRefundQ"), a: site.refundPolicyText, own: true },
    { q: t("answerLanguagesQ"), a: t("answerLanguages") },
    {
      q: t("answerReplyQ"),
      a: site.averageResponse
        ? t("answerReply", { time: site.averageResponse })
        : t("answerReplySoon"),
    },
  ];
}
