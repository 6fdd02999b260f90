// What search engines read first: /robots.txt (what to crawl, where the sitemap is) and
// /sitemap.xml (the public pages the server renders, pages.ts), at the site's public origin
// (PUBLIC_URL), else the one the request came to.
import { type Context, Hono } from "hono";
import { PUBLIC_PAGES } from "./pages.ts";

// The signed-in and admin pages, and the API: nothing a search result should lead to.
const PRIVATE_PATHS = ["/api/", "/v1/", "/v2/", "/dashboard", "/account", "/projects", "/admin-"];

export function sitemap(site: string): string {
  const urls = PUBLIC_PAGES.map((page) => `<url><loc>${site}${page}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function robots(site: string): string {
  return [
    "User-agent: *",
    ...PUBLIC_PAGES.map((page) => `Allow: ${page === "/" ? "/$" : page}`),
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${site}/sitemap.xml`,
    "",
  ].join("\n");
}

/** `publicUrl`: PUBLIC_URL, when the operator set it. */
export function crawlerRoutes(publicUrl?: string) {
  const origin = (c: Context) => new URL(publicUrl ?? c.req.url).origin;
  return new Hono()
    .get("/sitemap.xml", (c) => {
      c.header("Content-Type", "application/xml; charset=utf-8");
      return c.body(sitemap(origin(c)));
    })
    .get("/robots.txt", (c) => c.text(robots(origin(c))));
}
