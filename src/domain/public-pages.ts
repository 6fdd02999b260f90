// The pages the server renders for every visitor (docs/decisions/014-react-ssr.md): the sitemap,
// the web audit and the rendering E2E test all walk this one list.
export const PUBLIC_PAGES = [
  "/",
  "/pricing",
  "/help",
  "/contact",
  "/status",
  "/developers",
  "/terms",
  "/privacy",
  "/login",
] as const;

// The id of the template in which a rendered page's HTML holds what only hydrating it needs
// (src/server/http/spa.ts writes it, src/web/lib/painted.ts waits for it to go;
// src/web/theme-init.js, which runs before any module, names it again).
export const LATE_PRELOADS_ID = "late-preloads";
