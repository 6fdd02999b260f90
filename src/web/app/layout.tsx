import { type ReactNode, Suspense } from "react";
import { useProfileLocale } from "../components/language-switch.tsx";
import { useTexts } from "../lib/i18n.ts";
import { shellText } from "../lib/shell-text.ts";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import { PageLoading } from "./page-loading.tsx";
import { PageToaster } from "./page-toaster.tsx";
import { useTheme } from "./theme.ts";

/** The shell around `children`, the page the address names. */
export function Layout({ children }: { children: ReactNode }) {
  const t = useTexts(shellText);
  useProfileLocale();
  const { theme, toggle } = useTheme();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2 dark:focus:bg-slate-900"
      >
        {t("skipToContent")}
      </a>
      <Header theme={theme} onToggleTheme={toggle} />
      {/* At least a screen tall: the footer starts below the fold, so it never moves in view
          while a page or its data loads (a layout shift, docs/performance.md). */}
      <main id="main" className="min-h-svh flex-1">
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </main>
      <Footer />
      <PageToaster theme={theme} />
    </div>
  );
}
