import { Link } from "react-router";
import { usePageMeta } from "../../lib/page-meta.ts";
import { useSite } from "../../lib/site.ts";

// What the HTTP API offers today, plainly (docs/architecture.md, HTTP API): JSON endpoints made for this
// site's own web app, with no public keys yet. Kept in step with app.ts by hand.
const groups: { id: string; title: string; rows: [string, string][] }[] = [
  {
    id: "public",
    title: "Public",
    rows: [
      [
        "GET /api/site",
        "The site's public settings: name, wallets, WhatsApp, support hours, texts",
      ],
      ["GET /api/plans", "Active pricing plans"],
      ["GET /api/status", "Live health of the database and speech engines"],
      ["GET /api/samples", "Pre-made voice samples for the home page"],
    ],
  },
  {
    id: "signed-in",
    title: "Signed in (session cookie)",
    rows: [
      ["GET /api/me", "Your profile, plan, remaining voices and days left"],
      ["GET /api/voices", "Voices you can use"],
      ["POST /api/generations", "Turn text into speech; GET lists your history"],
      ["GET /api/generations/:id/audio", "Download one of your generations"],
      ["POST /api/payments", "Submit a payment's transaction ID; GET lists yours"],
      ["GET /api/notifications", "Payment decisions and other notices"],
    ],
  },
];

export function ApiPage() {
  const site = useSite();
  usePageMeta("API", `What the ${site.siteName} HTTP API offers today, and what it does not yet.`);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">API</h1>
      <div className="mt-6 space-y-4 text-slate-700 dark:text-slate-300">
        <p>
          <strong className="text-slate-900 dark:text-slate-100">
            There is no public API with keys yet.
          </strong>{" "}
          {site.siteName} has a JSON API over HTTP, but it is made for this site's own web app: it
          works with the session cookie you get by signing in, so it is not meant for scripts or
          other servers.
        </p>
        <p>
          Everything the API does, the website does too: sign in, generate a voice on your{" "}
          <Link
            to="/dashboard"
            className="font-medium text-indigo-700 underline dark:text-indigo-300"
          >
            dashboard
          </Link>{" "}
          and download the MP3. If you need programmatic access,{" "}
          <Link
            to="/contact"
            className="font-medium text-indigo-700 underline dark:text-indigo-300"
          >
            tell us
          </Link>{" "}
          what you would build.
        </p>
      </div>
      {groups.map((group) => (
        <section key={group.id} className="mt-10" aria-labelledby={`api-${group.id}`}>
          <h2 id={`api-${group.id}`} className="text-xl font-semibold">
            {group.title}
          </h2>
          <dl className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {group.rows.map(([endpoint, what]) => (
              <div key={endpoint} className="px-5 py-3 sm:flex sm:gap-6">
                <dt className="shrink-0 font-mono text-sm font-semibold sm:w-64">{endpoint}</dt>
                <dd className="mt-1 text-sm text-slate-700 sm:mt-0 dark:text-slate-300">{what}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <p className="mt-10 text-sm text-slate-700 dark:text-slate-300">
        Errors come back as <code className="font-mono">{'{"error": {"code", "message"}}'}</code>{" "}
        with a fitting HTTP status. The admin endpoints under /api/admin are for the site's operator
        only.
      </p>
    </div>
  );
}
