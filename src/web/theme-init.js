(() => {
  let theme = null;
  let locale = null;
  try {
    theme = localStorage.getItem("theme");
    locale = localStorage.getItem("locale");
  } catch {
    // Storage may be blocked; fall back to the system preference.
  }
  if (theme !== "light" && theme !== "dark") {
    theme = window.matchMedia?.("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  }
  document.documentElement.classList.toggle("dark", theme === "dark");
  document.documentElement.style.colorScheme = theme;
  // The page's language and direction before the first paint, as src/web/lib/locale.ts will
  // choose them: a right-to-left page must not first appear left to right and then jump. A page
  // the server rendered is already in its language (src/server/http/pages.ts).
  if (document.documentElement.hasAttribute("data-rendered")) return;
  if (locale !== "en" && locale !== "ur") {
    const spoken = (navigator.languages || []).map((tag) => tag.toLowerCase().split(/[-_]/)[0]);
    locale = spoken.find((base) => base === "en" || base === "ur") || "en";
  }
  document.documentElement.lang = locale;
  document.documentElement.dir = locale === "ur" ? "rtl" : "ltr";
})();
