// The help centre's articles, in the active language (the search reads what is shown). Every figure
// that the operator can change (free quota, verification time, refund policy, wallets) comes from
// the settings, so the help text can never disagree with how the product behaves (docs/product.md
// section 10). The rest follows docs/product.md.
import { formatNumber } from "../../../domain/i18n/format.ts";
import type { Locale } from "../../../domain/i18n/locales.ts";
import { PAUSE_MAX_SECONDS, PAUSE_MIN_SECONDS } from "../../../domain/pauses.ts";
import { MAX_TEXT, WARN_TEXT } from "../../../domain/text.ts";
import { alsoAccepted, walletsOf, walletText } from "../../components/support-facts.ts";
import { i18n } from "../../lib/i18n.ts";
import type { Site } from "../../lib/site.ts";
import { helpText } from "./texts.ts";

export interface HelpArticle {
  id: string;
  title: string;
  steps: string[];
}

export interface HelpCategory {
  id:
    | "getting-started"
    | "voice-generation"
    | "plans-billing"
    | "account-settings"
    | "troubleshooting";
  title: string;
  articles: HelpArticle[];
}

type Key = Parameters<typeof helpText>[0];

/** An article whose steps are plain texts of the catalogue (no settings in them). */
const plain = (id: string, title: Key, steps: Key[]): HelpArticle => ({
  id,
  title: helpText(title),
  steps: steps.map((key) => helpText(key)),
});

/** The articles in `locale`, the active language unless told (the texts are always in it). */
export function helpCategories(site: Site, locale = i18n.locale as Locale): HelpCategory[] {
  const t = helpText;
  const n = (x: number) => formatNumber(x, locale);
  const { primary, others } = walletsOf(site);
  const count = site.freeQuota;
  const when = site.verificationText;
  const also = alsoAccepted(others, locale);
  return [
    {
      id: "getting-started",
      title: t("startedTitle"),
      articles: [
        {
          id: "create-account",
          title: t("createAccountTitle"),
          steps: [
            t("createAccount1"),
            t("createAccount2"),
            t(site.auth.google ? "createAccountGoogle" : "createAccountNoCard"),
            t("createAccount4", { count }),
          ],
        },
        plain("first-voice", "firstVoiceTitle", [
          "firstVoice1",
          "firstVoice2",
          "firstVoice3",
          "firstVoice4",
          "firstVoice5",
        ]),
        {
          id: "free-plan",
          title: t("freePlanTitle"),
          steps: [t("freePlan1", { count }), t("freePlan2"), t("freePlan3")],
        },
      ],
    },
    {
      id: "voice-generation",
      title: t("voiceTitle"),
      articles: [
        plain("choose-voice", "chooseVoiceTitle", ["chooseVoice1", "chooseVoice2", "chooseVoice3"]),
        plain("urdu-hindi", "urduHindiTitle", ["urduHindi1", "urduHindi2", "urduHindi3"]),
        {
          id: "text-limit",
          title: t("textLimitTitle"),
          steps: [
            t("textLimit1", { max: n(MAX_TEXT) }),
            t("textLimit2", { warn: n(WARN_TEXT) }),
            t("textLimit3"),
          ],
        },
        {
          id: "pauses",
          title: t("pausesTitle"),
          steps: [
            t("pauses1"),
            t("pauses2", { min: n(PAUSE_MIN_SECONDS), max: n(PAUSE_MAX_SECONDS) }),
            t("pauses3"),
            t("pauses4"),
          ],
        },
        plain("captions", "captionsTitle", ["captions1", "captions2", "captions3", "captions4"]),
        plain("download", "downloadTitle", ["download1", "download2", "download3", "download4"]),
      ],
    },
    {
      id: "plans-billing",
      title: t("billingTitle"),
      articles: [
        {
          id: "buy-plan",
          title: t("buyPlanTitle"),
          steps: [
            t("buyPlan1"),
            primary ? t("buyPlan2", { wallet: walletText(primary) }) : t("buyPlan2NoWallet"),
            ...(also ? [also] : []),
            t("buyPlan3"),
            t("buyPlan4"),
          ],
        },
        {
          id: "verification",
          title: t("verificationTitle"),
          steps: [t("verification1", { when }), t("verification2"), t("verification3")],
        },
        {
          id: "refunds",
          title: t("refundsTitle"),
          steps: [site.refundPolicyText, t("refunds2")],
        },
        {
          id: "plan-ends",
          title: t("planEndsTitle"),
          steps: [t("planEnds1"), t("planEnds2", { count }), t("planEnds3")],
        },
      ],
    },
    {
      id: "account-settings",
      title: t("accountTitle"),
      articles: [
        plain("sign-in-out", "signInTitle", ["signIn1", "signIn2"]),
        plain("theme", "themeTitle", ["theme1", "theme2"]),
        plain("deactivated", "deactivatedTitle", ["deactivated1", "deactivated2"]),
      ],
    },
    {
      id: "troubleshooting",
      title: t("troubleTitle"),
      articles: [
        plain("limit-reached", "limitTitle", ["limit1", "limit2"]),
        plain("offline", "offlineTitle", ["offline1", "offline2"]),
        plain("no-sound", "noSoundTitle", ["noSound1", "noSound2", "noSound3"]),
        {
          id: "payment-pending",
          title: t("pendingTitle"),
          steps: [t("pending1", { when }), t("pending2"), t("pending3")],
        },
      ],
    },
  ];
}
