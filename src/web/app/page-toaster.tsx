import { textDirection } from "../../domain/i18n/locales.ts";
import { Toaster } from "../components/toaster.tsx";
import { uiText } from "../components/ui/texts.ts";
import { inEnglishPart, useLocale, useTexts } from "../lib/i18n.ts";
import type { Theme } from "./theme.ts";

/**
 * The page's toasts, named in the reader's language (sonner's own names are English). While an
 * English part is on screen (the admin area, docs/i18n.md) its toasts are English, so they read
 * left to right there too.
 */
export function PageToaster({ theme }: { theme: Theme }) {
  const t = useTexts(uiText);
  const rtl = textDirection(useLocale()) === "rtl" && !inEnglishPart();
  // Below the 64 px header, so a toast never covers the menu button or the theme switch; on the
  // reading side's end: the right in English, the left in Urdu.
  return (
    <Toaster
      position={rtl ? "top-left" : "top-right"}
      dir={rtl ? "rtl" : "ltr"}
      offset={rtl ? { top: 80, left: 16 } : { top: 80, right: 16 }}
      mobileOffset={{ top: 72, right: 8, left: 8 }}
      duration={4000}
      theme={theme}
      richColors
      closeButton
      containerAriaLabel={t("toastsRegion")}
      toastOptions={{ closeButtonAriaLabel: t("toastClose") }}
    />
  );
}
