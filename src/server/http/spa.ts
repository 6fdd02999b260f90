// Serves the built web app: hashed assets cached for a year, every other path gets index.html
// so the browser's router can take over. A page's own chunks are named in that HTML as module
// preloads (dist/web/route-preloads.json, written by the build), so the browser fetches them with
// the shell's scripts rather than after them; so are, for a browser whose first language is one
// whose texts load on demand (Urdu), that language's catalogue and fonts
// (dist/web/locale-preloads.json; docs/performance.md, "Web bars").
import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { acceptLanguageLocale } from "../../domain/i18n/locales.ts";
import type { AppEnv } from "../app-env.ts";

const PRELOADS_FILE = "route-preloads.json";
const LOCALE_PRELOADS_FILE = "locale-preloads.json";

// The build lists chunks (.js) and WOFF2 faces, nothing else.
function preloadLink(file: string): string {
  return file.endsWith(".woff2")
    ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="${file}">`
    : `<link rel="modulepreload" crossorigin href="${file}">`;
}

function withPreloads(html: string, files: string[]): string {
  return files.length ? html.replace("</head>", `${files.map(preloadLink).join("")}</head>`) : html;
}

/**
 * index.html with the page's chunks preloaded, for each page path the build listed; `also`: the
 * files every page preloads besides (a language's catalogue and fonts).
 */
export function pageHtml(
  index: string,
  preloads: Record<string, string[]>,
  also: string[] = [],
): Map<string, string> {
  const pages = new Map<string, string>();
  for (const [urlPath, files] of Object.entries(preloads))
    pages.set(urlPath, withPreloads(index, [...new Set([...files, ...also])]));
  return pages;
}

function readPreloads(webRoot: string, name: string): Record<string, string[]> {
  const file = path.join(webRoot, name);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : {};
}

/** The built index.html, every page's shell. */
export function readIndex(webRoot: string): string {
  return fs.readFileSync(path.join(webRoot, "index.html"), "utf8");
}

/** The text of each inline `<script>` (one without a src) in `html`, for the CSP's hashes. */
export function inlineScripts(html: string): string[] {
  const inline = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;
  return [...html.matchAll(inline)].map((m) => m[1] ?? "");
}

/** `index`: the built index.html, when the caller has read it already. */
export function spa(webRoot: string, index = readIndex(webRoot)) {
  const routes = readPreloads(webRoot, PRELOADS_FILE);
  const english = { pages: pageHtml(index, routes), index };
  // The language the page's first render will choose (theme-init.js, src/web/lib/locale.ts) when
  // nothing is stored yet, as the browser's languages tell it: the visit that has nothing cached.
  const byLocale = new Map(
    Object.entries(readPreloads(webRoot, LOCALE_PRELOADS_FILE)).map(([locale, files]) => [
      locale,
      { pages: pageHtml(index, routes, files), index: withPreloads(index, files) },
    ]),
  );
  const variant = (c: Context<AppEnv>) =>
    byLocale.get(acceptLanguageLocale(c.req.header("accept-language"))) ?? english;
  const app = new Hono<AppEnv>();
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.ok) c.header("Cache-Control", "public, max-age=31536000, immutable");
  });
  const answer = (c: Context<AppEnv>, html: string) => {
    c.header("Cache-Control", "no-cache");
    c.header("Vary", "Accept-Language");
    return c.html(html);
  };
  // Before the static files: "/" is index.html on disk, but its HTML carries its own preloads.
  app.get("*", (c, next) => {
    const urlPath = c.req.path.length > 1 ? c.req.path.replace(/\/+$/, "") : c.req.path;
    // Every language lists the same pages: an asset's request need not read Accept-Language.
    const html = english.pages.has(urlPath) ? variant(c).pages.get(urlPath) : undefined;
    return html ? answer(c, html) : next();
  });
  app.use("*", serveStatic({ root: path.relative(process.cwd(), webRoot) || "." }));
  app.get("*", (c) => answer(c, variant(c).index));
  return app;
}
