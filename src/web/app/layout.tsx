import { type ReactNode, Suspense } from "react";
import { textDirection } from "../../domain/i18n/locales.ts";
import { useProfileLocale } from "../components/language-switch.tsx";
import { Toaster } from "../components/toaster.tsx";
import { useLocale, useTexts } from "../lib/i18n.ts";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import { PageLoading } from "./page-loading.tsx";
import { shellText } from "./texts.ts";
import { useTheme } from "./theme.ts";

/** The shell around `children`, the page the address names. */
export function Layout({ children }: { children: ReactNode }) {
  const t = useTexts(shellText);
  useProfileLocale();
  const rtl = textDirection(useLocale()) === "rtl";
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
      {/* Below the 64 px header, so a toast never covers the menu button or the theme switch. */}
      {/* On the reading side's end: the right in English, the left in Urdu. */}
      <Toaster
        position={rtl ? "top-left" : "top-right"}
        dir={rtl ? "rtl" : "ltr"}
        offset={rtl ? { top: 80, left: 16 } : { top: 80, right: 16 }}
        mobileOffset={{ top: 72, right: 8, left: 8 }}
        duration={4000}
        theme={theme}
        richColors
        closeButton
      />
    </div>
  );
}
