import { buttonClass } from "../components/ui/button.tsx";
import { useTexts } from "../lib/i18n.ts";
import { Link } from "../lib/navigation.tsx";
import { usePageMeta } from "../lib/page-meta.ts";
import { shellText } from "../lib/shell-text.ts";

export function NotFoundPage() {
  const t = useTexts(shellText);
  usePageMeta(t("notFoundTitle"), t("notFoundMeta"));
  return (
    <div className="mx-auto max-w-lg px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t("notFoundTitle")}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">{t("notFoundBody")}</p>
      <Link to="/" className={`${buttonClass("primary")} mt-6`}>
        {t("goHome")}
      </Link>
    </div>
  );
}
