import { Spinner } from "../components/ui/spinner.tsx";
import { useTexts } from "../lib/i18n.ts";
import { shellText } from "../lib/shell-text.ts";

export function PageLoading() {
  const t = useTexts(shellText);
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status" aria-live="polite">
      <Spinner className="size-8 text-indigo-600" />
      <span className="sr-only">{t("loading")}</span>
    </div>
  );
}
