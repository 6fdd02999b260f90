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
