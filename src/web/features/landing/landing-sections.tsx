import { useTexts } from "../../lib/i18n.ts";
import type { Site } from "../../lib/site.ts";
import { landingText } from "./texts.ts";

type Key = Parameters<typeof landingText>[0];

const sectionTitle = "text-2xl font-bold tracking-tight sm:text-3xl";
const muted = "text-slate-700 dark:text-slate-300";

/**
 * The operator's own figures, shown only once they turn them on in the admin Settings tab; a blank
 * one is left out rather than shown as 0. A fresh install states none (docs/product.md section 2).
 */
export function SocialProof({ proof }: { proof: Site["socialProof"] }) {
  const t = useTexts(landingText);
  if (!proof.show) return null;
  const stats = (
    [
      [proof.happyCustomers, "proofCustomers"],
      [proof.orders, "proofOrders"],
      [proof.voicesGenerated, "proofGenerations"],
      [proof.rating, "proofRating"],
    ] as const
  ).filter(([value]) => value);
  if (stats.length === 0) return null;
  return (
    <section
      aria-label={t("proofTitle")}
      className="border-y border-slate-200 dark:border-slate-800"
    >
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 py-10 text-center sm:grid-cols-4">
        {stats.map(([value, label]) => (
          <div key={label} className="flex flex-col-reverse">
            <dt className={`mt-1 text-sm ${muted}`}>{t(label)}</dt>
            <dd className="text-3xl font-extrabold text-indigo-700 dark:text-indigo-300">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

// No icon library here: every kilobyte counts against the landing page's 120 kB budget, so
// the cards carry a number badge or a coloured bar instead.
function Cards({ items }: { items: [Key, Key][] }) {
  const t = useTexts(landingText);
  return (
    <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map(([title, text], i) => (
        <li key={title} className="rounded-xl border border-slate-200 p-6 dark:border-slate-800">
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-indigo-100 font-bold text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200"
          >
            {i + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold">{t(title)}</h3>
          <p className={`mt-2 text-sm ${muted}`}>{t(text)}</p>
        </li>
      ))}
    </ol>
  );
}

export function Features() {
  const t = useTexts(landingText);
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="features-title" className={sectionTitle}>
        {t("featuresTitle")}
      </h2>
      <Cards
        items={[
          ["featureQuality", "featureQualityText"],
          ["featureVoices", "featureVoicesText"],
          ["featureInstant", "featureInstantText"],
        ]}
      />
    </section>
  );
}

const tiles: [Key, Key][] = [
  ["useYoutube", "useYoutubeText"],
  ["useTiktok", "useTiktokText"],
  ["usePodcast", "usePodcastText"],
  ["useShorts", "useShortsText"],
];

export function UseCases() {
  const t = useTexts(landingText);
  return (
    <section aria-labelledby="uses-title" className="bg-slate-50 py-12 dark:bg-slate-900/50">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="uses-title" className={sectionTitle}>
          {t("usesTitle")}
        </h2>
        <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {tiles.map(([title, text]) => (
            <li
              key={title}
              className="rounded-xl border-t-4 border-indigo-600 bg-white p-5 shadow-sm ring-1 ring-slate-200 dark:border-indigo-400 dark:bg-slate-900 dark:ring-slate-800"
            >
              <h3 className="font-semibold">{t(title)}</h3>
              <p className={`mt-1 text-sm ${muted}`}>{t(text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();

/** Hidden until the operator has filled in the founder's name (admin Settings tab). */
export function Founder({ founder }: { founder: Site["founder"] }) {
  const t = useTexts(landingText);
  if (!founder.name) return null;
  return (
    <section aria-labelledby="founder-title" className="mx-auto max-w-4xl px-4 py-12">
      <h2 id="founder-title" className={sectionTitle}>
        {t("founderTitle")}
      </h2>
      <figure className="mt-8 flex flex-col items-center gap-6 rounded-2xl border border-slate-200 p-6 sm:flex-row sm:items-start dark:border-slate-800">
        {founder.photoUrl ? (
          <img
            src={founder.photoUrl}
            alt={founder.name}
            width={96}
            height={96}
            loading="lazy"
            className="size-24 shrink-0 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-24 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-3xl font-bold text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200"
          >
            {initials(founder.name)}
          </span>
        )}
        <div className="text-center sm:text-start">
          {founder.bio && <blockquote className={muted}>{founder.bio}</blockquote>}
          <figcaption className={founder.bio ? "mt-4" : undefined}>
            <span className="block font-semibold">{founder.name}</span>
            {founder.title && <span className={`block text-sm ${muted}`}>{founder.title}</span>}
          </figcaption>
        </div>
      </figure>
    </section>
  );
}
