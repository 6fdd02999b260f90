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
  const root = document.documentElement;
  if (!root.hasAttribute("data-rendered")) {
    if (locale !== "en" && locale !== "ur") {
      const spoken = (navigator.languages || []).map((tag) => tag.toLowerCase().split(/[-_]/)[0]);
      locale = spoken.find((base) => base === "en" || base === "ur") || "en";
    }
    root.lang = locale;
    root.dir = locale === "ur" ? "rtl" : "ltr";
  }
  // A page the server rendered paints from its HTML: its own chunks, needed only to hydrate it,
  // wait in a template until it has painted (src/server/http/spa.ts, withLatePreloads): the
  // second frame's callbacks run once the first frame, the page's first paint, is on screen.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const late = document.getElementById("late-preloads");
      if (late instanceof HTMLTemplateElement) document.head.append(late.content);
    }),
  );
  // An Urdu page's text waits for Nastaliq (font-display: block), but is laid out meanwhile in
  // another face: when Nastaliq came after the first paint, its taller, wider lines moved what
  // was already shown around them. Until it comes (at most its 3 s block period), the content
  // around that text is hidden too (src/web/styles.css, data-fonts-pending).
  if (root.lang === "ur" && document.fonts?.load) {
    root.setAttribute("data-fonts-pending", "");
    const show = () => root.removeAttribute("data-fonts-pending");
    // Shown a frame after the one laid out in Nastaliq: shown in the same frame, what moved while
    // hidden would count as moved.
    const afterNextFrame = () => requestAnimationFrame(() => requestAnimationFrame(show));
    setTimeout(show, 3000);
    // From the first frame: this script runs before the page's styles (its @font-face) are read.
    requestAnimationFrame(() =>
      document.fonts.load('1em "Noto Nastaliq Urdu"', "\u0627").then(afterNextFrame, show),
    );
  }
})();
