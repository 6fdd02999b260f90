import { useTexts } from "../lib/i18n.ts";
import { Link } from "../lib/navigation.tsx";
import { shellText } from "../lib/shell-text.ts";
import { useSite } from "../lib/site.ts";

// On a phone each link is a 44 px tall target.
const linkClass =
  "inline-flex min-h-11 items-center text-sm text-slate-600 hover:text-slate-950 sm:min-h-0 dark:text-slate-400 dark:hover:text-white";

const footerNav = [
  {
    label: "footerProduct",
    links: [
      ["/pricing", "footerPricing"],
      ["/dashboard", "footerDashboard"],
      ["/developers", "footerApi"],
    ],
  },
  {
    label: "footerSupport",
    links: [
      ["/help", "footerHelp"],
      ["/contact", "footerContact"],
      ["/status", "footerStatus"],
      ["/terms", "footerTerms"],
      ["/privacy", "footerPrivacy"],
    ],
  },
] as const;

export function Footer() {
  const t = useTexts(shellText);
  const site = useSite();
  return (
    <footer className="mt-16 border-t border-slate-200 dark:border-slate-800">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-indigo-700 dark:text-indigo-300">{site.siteName}</p>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t("footerTagline")}</p>
        </div>
        {footerNav.map((column) => (
          <nav key={column.label} aria-label={t(column.label)}>
            <h2 className="text-sm font-semibold">{t(column.label)}</h2>
            <ul className="mt-3 sm:space-y-2">
              {column.links.map(([to, text]) => (
                <li key={to}>
                  <Link className={linkClass} to={to}>
                    {t(text)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 border-t border-slate-200 px-4 py-6 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
        <p>{t("footerRights", { year: new Date().getFullYear(), siteName: site.siteName })}</p>
        {site.socialLinks.length > 0 && (
          <ul className="flex gap-4" aria-label={t("footerSocial")}>
            {site.socialLinks.map((l) => (
              <li key={l.url}>
                <a className={linkClass} href={l.url} target="_blank" rel="noopener noreferrer">
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </footer>
  );
}
