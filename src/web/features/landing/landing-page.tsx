import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button.tsx";
import { usePageMeta } from "../../lib/page-meta.ts";
import { useSite } from "../../lib/site.ts";
import { Features, Founder, SocialProof, UseCases } from "./landing-sections.tsx";
import { LazySamplesStrip } from "./lazy-samples-strip.tsx";
import { useOpenGraph } from "./open-graph.ts";

const TITLE = "AI voice studio";
const DESCRIPTION =
  "Turn text into natural speech in English, Urdu and Hindi. Voice-overs for YouTube, TikTok and podcasts in seconds. Start free.";
const big = "px-6 py-3 text-base";

export function LandingPage() {
  const site = useSite();
  usePageMeta(TITLE, DESCRIPTION);
  useOpenGraph({
    title: `${site.siteName}: ${TITLE}`,
    description: DESCRIPTION,
    siteName: site.siteName,
  });
  return (
    <>
      <section className="bg-linear-to-b from-indigo-50 to-white px-4 py-16 text-center sm:py-24 dark:from-indigo-950/40 dark:to-slate-950">
        <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">
          Turn your text into natural speech
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700 dark:text-slate-300">
          {site.siteName} gives creators and businesses studio-quality AI voices in English, Urdu
          and Hindi. Type, generate, download.
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <Link to="/login?tab=signup" className={buttonClass("primary", big)}>
            Start Free
          </Link>
          <Link to="/pricing" className={buttonClass("secondary", big)}>
            View Pricing
          </Link>
        </div>
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
          {site.freeQuota} free {site.freeQuota === 1 ? "generation" : "generations"} when you sign
          up. No card needed.
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
            Ready to give your content a voice?
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-indigo-100">
            Create a free account and generate your first voice in under a minute.
          </p>
          <Link
            to="/login?tab=signup"
            // Its own colours; on the indigo panel the site's indigo focus ring would not show, and the
            // global :focus-visible rule is unlayered, so only an important utility overrides it.
            className="mt-8 inline-flex items-center justify-center rounded-lg bg-white px-6 py-3 text-base font-semibold text-indigo-800 hover:bg-indigo-50 focus-visible:outline-white!"
          >
            Start Free Now
          </Link>
        </section>
      </div>
    </>
  );
}
