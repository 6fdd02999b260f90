import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button.tsx";
import { usePageMeta } from "../../lib/page-meta.ts";
import { useSite } from "../../lib/site.ts";

export function LandingPage() {
  const site = useSite();
  usePageMeta(
    "AI voice studio",
    "Turn text into natural speech in English, Urdu and Hindi. Start free.",
  );
  return (
    <section className="mx-auto max-w-4xl px-4 py-20 text-center">
      <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">
        Turn your text into natural speech
      </h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
        {site.siteName} gives creators and businesses studio-quality AI voices in English, Urdu and
        Hindi.
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-4">
        <Link to="/login" className={buttonClass("primary", "px-6 py-3 text-base")}>
          Start Free
        </Link>
        <Link to="/pricing" className={buttonClass("secondary", "px-6 py-3 text-base")}>
          View Pricing
        </Link>
      </div>
    </section>
  );
}
