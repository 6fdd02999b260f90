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
  // A page the server rendered paints from its HTML: what only hydrating it needs (its own chunks,
  // Urdu's catalogue) waits in a template until it has painted (src/server/http/spa.ts,
  // withLatePreloads), then the template goes and the app hydrates (src/web/main.tsx). The second
  // frame's callbacks run once the first frame, the page's first paint, is on screen. A hidden tab
  // runs no frames and has no paint to wait for.
  const afterPaint = (then) =>
    document.visibilityState === "hidden"
      ? then()
      : requestAnimationFrame(() => requestAnimationFrame(then));
  // One link a task: starting one of these fetches can take Chromium milliseconds while the page
  // loads, and a page's whole list in one task would block it (docs/performance.md, "Web bars").
  const loadLate = () => {
    // LATE_PRELOADS_ID (src/domain/public-pages.ts): no module can be imported here.
    const late = document.getElementById("late-preloads");
    if (!(late instanceof HTMLTemplateElement)) return;
    const links = [...late.content.children];
    const next = () => {
      const link = links.shift();
      if (!link) return late.remove();
      document.head.append(link);
      // A hidden tab's timers wait a second each, and it has no paint to keep responsive.
      if (document.visibilityState === "hidden") next();
      else setTimeout(next);
    };
    next();
  };
  // An Urdu page's text waits for Nastaliq (font-display: block), but is laid out meanwhile in
  // another face: when Nastaliq came after the first paint, its taller, wider lines moved what
  // was already shown around them. Until it comes (at most its 3 s block period), the content
  // around that text is hidden too (src/web/styles.css, data-fonts-pending), and the page's
  // largest paint is the one that shows it: the late preloads wait for that one.
  if (root.lang === "ur" && document.fonts?.load) {
    root.setAttribute("data-fonts-pending", "");
    let shown = false;
    const show = () => {
      if (shown) return;
      shown = true;
      root.removeAttribute("data-fonts-pending");
      afterPaint(loadLate);
    };
    // Shown a frame after the one laid out in Nastaliq: shown in the same frame, what moved while
    // hidden would count as moved.
    setTimeout(show, 3000);
    // From the first frame: this script runs before the page's styles (its @font-face) are read.
    requestAnimationFrame(() =>
      document.fonts.load('1em "Noto Nastaliq Urdu"', "\u0627").then(() => afterPaint(show), show),
    );
  } else {
    afterPaint(loadLate);
  }
})();
