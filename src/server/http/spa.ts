// Serves the built web app: hashed assets cached for a year; the public pages rendered by the
// server (pages.ts); every other path gets index.html so the browser's router can take over.
// A page's own chunks are named in that HTML as module
// preloads (dist/web/route-preloads.json, written by the build), so the browser fetches them with
// the shell's scripts rather than after them (a page the server renders, once it has painted:
// withLatePreloads); so are, for a reader whose language is one whose texts load on demand
// (Urdu), that language's catalogue and fonts (dist/web/locale-preloads.json;
// docs/performance.md, "Web bars").
import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import {
  acceptLanguageLocale,
  isLocale,
  LOCALE_COOKIE,
  type Locale,
} from "../../domain/i18n/locales.ts";
import { LATE_PRELOADS_ID } from "../../domain/public-pages.ts";
import type { AppEnv } from "../app-env.ts";
import { loadRenderer, PUBLIC_PAGES, pageCache, pageDocument, type RenderPage } from "./pages.ts";

const PRELOADS_FILE = "route-preloads.json";
const LOCALE_PRELOADS_FILE = "locale-preloads.json";

// The build lists chunks (.js) and WOFF2 faces, nothing else.
const isFont = (file: string) => file.endsWith(".woff2");

function preloadLink(file: string): string {
  return isFont(file)
    ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="${file}">`
    : `<link rel="modulepreload" crossorigin href="${file}">`;
}

function withPreloads(html: string, files: string[]): string {
  return files.length ? html.replace("</head>", `${files.map(preloadLink).join("")}</head>`) : html;
}

// A page the server renders paints from its HTML, stylesheet and fonts: its own chunks and its
// language's catalogue are needed only to hydrate it. Asked for with the shell's scripts, they
// shared a phone's slow link with what the paint waits for; in a template, they are asked for
// once the page has painted (src/web/theme-init.js; docs/performance.md, "Web bars").
function withLatePreloads(html: string, files: string[]): string {
  if (!files.length) return html;
  const links = files.map(preloadLink).join("");
  return html.replace("</head>", `<template id="${LATE_PRELOADS_ID}">${links}</template></head>`);
}

/**
 * index.html with the page's chunks preloaded, for each page path the build listed; `also`: the
 * files every page preloads besides (a language's catalogue and fonts). The pages in `rendered`
 * (those the server renders) have their own chunks and the catalogue preloaded after their first
 * paint, the fonts at once.
 */
export function pageHtml(
  index: string,
  preloads: Record<string, string[]>,
  also: string[] = [],
  rendered: ReadonlySet<string> = new Set(),
): Map<string, string> {
  const pages = new Map<string, string>();
  // A rendered page paints with its language's fonts, and needs its catalogue only to hydrate.
  const fonts = also.filter(isFont);
  for (const [urlPath, files] of Object.entries(preloads)) {
    const html = rendered.has(urlPath)
      ? withLatePreloads(withPreloads(index, fonts), [
          ...new Set([...files, ...also].filter((f) => !isFont(f))),
        ])
      : withPreloads(index, [...new Set([...files, ...also])]);
    pages.set(urlPath, html);
  }
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

/** The reader's language: the one they chose (its cookie), else Accept-Language's first we speak. */
export function requestLocale(c: Context): Locale {
  const chosen = getCookie(c, LOCALE_COOKIE);
  return isLocale(chosen) ? chosen : acceptLanguageLocale(c.req.header("accept-language"));
}

const publicPages = new Set<string>(PUBLIC_PAGES);

export interface SpaOptions {
  /** The built index.html, when the caller has read it already. */
  index?: string;
  /** The app's own routes, which a rendered page's queries ask (src/server/http/pages.ts). */
  send?: typeof fetch;
  /** The site's public origin (PUBLIC_URL), for a page's canonical address. */
  publicUrl?: string;
  onRenderError?: (error: unknown) => void;
  /** The renderer, when not the build's SSR module beside webRoot (tests render from source). */
  renderPage?: RenderPage;
}

export function spa(webRoot: string, options: SpaOptions = {}) {
  const index = options.index ?? readIndex(webRoot);
  const { send, onRenderError = () => {} } = options;
  // A module that fails to load leaves the public pages to the browser, as without one.
  const renderer =
    options.renderPage || !send
      ? Promise.resolve(options.renderPage)
      : loadRenderer(webRoot).catch((error: unknown) => {
          onRenderError(error);
          return undefined;
        });
  const cache = pageCache();
  const routes = readPreloads(webRoot, PRELOADS_FILE);
  const english = { pages: pageHtml(index, routes, [], publicPages), index };
  // The reader's language (requestLocale): the server renders a public page in it, and the
  // browser's first render of any other page chooses it too (theme-init.js, src/web/lib/locale.ts).
  const byLocale = new Map(
    Object.entries(readPreloads(webRoot, LOCALE_PRELOADS_FILE)).map(([locale, files]) => [
      locale,
      { pages: pageHtml(index, routes, files, publicPages), index: withPreloads(index, files) },
    ]),
  );
  const variant = (c: Context<AppEnv>) => byLocale.get(requestLocale(c)) ?? english;
  const app = new Hono<AppEnv>();
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.ok) c.header("Cache-Control", "public, max-age=31536000, immutable");
  });
  const answer = (c: Context<AppEnv>, html: string) => {
    c.header("Cache-Control", "no-cache");
    c.header("Vary", "Accept-Language, Cookie");
    return c.html(html);
  };
  /** The public page at `urlPath`, rendered into `shell`; undefined without a renderer. */
  const rendered = async (c: Context<AppEnv>, urlPath: string, shell: string) => {
    const render = publicPages.has(urlPath) ? await renderer : undefined;
    if (!render || !send) return undefined;
    const locale = requestLocale(c);
    const url = new URL(c.req.url);
    // The reader's cookie and languages go with the page's queries: /api/me knows who asks.
    const headers = {
      cookie: c.req.header("cookie") ?? "",
      "accept-language": locale,
    };
    const origin = options.publicUrl ? new URL(options.publicUrl).origin : url.origin;
    const page = await render({
      path: urlPath,
      search: url.search,
      locale,
      origin,
      send: (input, init) => send(input, { ...init, headers: { ...headers, ...init?.headers } }),
      cache,
      onError: onRenderError,
    });
    return pageDocument(shell, page, {
      locale,
      url: `${origin}${urlPath === "/" ? "/" : urlPath}`,
    });
  };
  // Before the static files: "/" is index.html on disk, but its HTML carries its own preloads.
  app.get("*", async (c, next) => {
    const urlPath = c.req.path.length > 1 ? c.req.path.replace(/\/+$/, "") : c.req.path;
    // Every language lists the same pages: an asset's request need not read Accept-Language.
    const shell = english.pages.has(urlPath) ? variant(c).pages.get(urlPath) : undefined;
    if (!shell) return next();
    // A page that fails to render is still served: the shell, which the browser renders itself.
    const html = await rendered(c, urlPath, shell).catch((error: unknown) => {
      onRenderError(error);
      return undefined;
    });
    return answer(c, html ?? shell);
  });
  // A script or stylesheet goes as the build compressed it (`.br`, scripts/vite-brotli.ts) to a
  // browser that takes Brotli; to any other, compress() in app.ts gzips it as it goes.
  app.use(
    "*",
    serveStatic({ root: path.relative(process.cwd(), webRoot) || ".", precompressed: true }),
  );
  app.get("*", (c) => answer(c, variant(c).index));
  return app;
}
