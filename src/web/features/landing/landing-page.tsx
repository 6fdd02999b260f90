import { formatNumber } from "../../../domain/i18n/format.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { useLocale, useTexts } from "../../lib/i18n.ts";
import { Link } from "../../lib/navigation.tsx";
import { usePageMeta } from "../../lib/page-meta.ts";
import { richText } from "../../lib/rich-text.tsx";
import { useSite } from "../../lib/site.ts";
import { Features, Founder, SocialProof, UseCases } from "./landing-sections.tsx";
import { LazySamplesStrip } from "./lazy-samples-strip.tsx";
import { landingText } from "./texts.ts";

const big = "px-6 py-3 text-base";

export function LandingPage() {
  const t = useTexts(landingText);
  const locale = useLocale();
  const site = useSite();
  usePageMeta(t("metaTitle"), t("metaDescription"));
  return (
    <>
      <section className="bg-linear-to-b from-indigo-50 to-white px-4 py-16 text-center sm:py-24 dark:from-indigo-950/40 dark:to-slate-950">
        <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">
          {t("heroTitle")}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700 dark:text-slate-300">
          {richText((marks) => t("heroText", marks), { siteName: site.siteName })}
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <Link to="/login?tab=signup" className={buttonClass("primary", big)}>
            {t("heroStart")}
          </Link>
          <Link to="/pricing" className={buttonClass("secondary", big)}>
            {t("heroPricing")}
          </Link>
        </div>
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
          {richText((marks) => t("heroFree", marks), {
            count: formatNumber(site.freeQuota, locale),
            generations: t("heroGenerations", { count: site.freeQuota }),
          })}
        </p>
      </section>
      <SocialProof proof={site.socialProof} />
      <Features />
      {/* Below the fold on purpose: it appears once the server answers, and there it moves
          nothing the visitor is looking at (no layout shift). */}
      <LazySamplesStrip />
      <UseCases />
      <Founder founder={site.founder} />
      <div className="px-4 pt-12">
        <section
          aria-labelledby="cta-title"
          className="mx-auto max-w-4xl rounded-2xl bg-indigo-700 px-6 py-12 text-center text-white"
        >
          <h2 id="cta-title" className="text-2xl font-bold sm:text-3xl">
            {t("ctaTitle")}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-indigo-100">{t("ctaText")}</p>
          <Link
            to="/login?tab=signup"
            // Its own colours; on the indigo panel the site's indigo focus ring would not show, and the
            // global :focus-visible rule is unlayered, so only an important utility overrides it.
            className="mt-8 inline-flex items-center justify-center rounded-lg bg-white px-6 py-3 text-base font-semibold text-indigo-800 hover:bg-indigo-50 focus-visible:outline-white!"
          >
            {t("ctaStart")}
          </Link>
        </section>
      </div>
    </>
  );
}
