// The public pages, rendered by React on the server (docs/decisions/014-react-ssr.md): the HTML
// carries the page in the reader's language, the operator's data, the page's own title,
// description and social cards, and the data the browser's queries start from, so the browser
// hydrates it without fetching again. The renderer is the build's SSR module (dist/ssr, from
// src/web/entry-server.tsx); without it (the API tests) these paths get the shell as before.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { LOCALES, type Locale, textDirection } from "../../domain/i18n/locales.ts";
import { metaTags, type PageMeta } from "../../domain/page-meta.ts";
import { PUBLIC_PAGES } from "../../domain/public-pages.ts";

export { PUBLIC_PAGES };

/** A page rendered once for some data: its markup and what it said of itself. */
export interface PageMarkup {
  html: string;
  meta: PageMeta | null;
}

/** Rendered pages by what they were rendered from (the path, the language and the data). */
export interface PageCache {
  get(key: string): PageMarkup | undefined;
  set(key: string, page: PageMarkup): void;
}

export interface PageRequest {
  path: string;
  search: string;
  locale: Locale;
  /** The site's origin (PUBLIC_URL, else the request's), for addresses the page shows. */
  origin: string;
  /** The server's own routes, as the page's queries ask them. */
  send: typeof fetch;
  cache: PageCache;
  onError: (error: unknown) => void;
}

export interface RenderedPage extends PageMarkup {
  /** TanStack Query's dehydrated cache: what the browser's queries start from. */
  state: unknown;
}

export type RenderPage = (request: PageRequest) => Promise<RenderedPage>;

/** The SSR module beside the built web app (dist/ssr next to dist/web), when the build made one. */
export async function loadRenderer(webRoot: string): Promise<RenderPage | undefined> {
  const file = path.join(webRoot, "..", "ssr", "entry-server.js");
  if (!fs.existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { renderPage: RenderPage };
  return module.renderPage;
}

// A few hundred pages: nine paths in two languages, for each version of the operator's data
// (every signed-in reader's header is data too). The oldest goes first.
const CACHED_PAGES = 300;

/**
 * Pages keyed by everything they were rendered from: a page whose settings or plans the operator
 * changed has new data, so a new key, and is rendered afresh; the old one ages out.
 */
export function pageCache(size = CACHED_PAGES): PageCache {
  const pages = new Map<string, PageMarkup>();
  return {
    get: (key) => pages.get(key),
    set: (key, page) => {
      pages.set(key, page);
      const oldest = pages.keys().next().value;
      if (pages.size > size && oldest !== undefined) pages.delete(oldest);
    },
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// The dehydrated data rides in a JSON script, which the browser never runs (so the CSP need not
// allow it); `<` is escaped so no text in it can close the element.
const jsonScript = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, "\\u003c")}</script>`;

/** The head's tags for a page: its title, description, Open Graph and Twitter card. */
export function headTags(meta: PageMeta, url: string): string {
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    ...metaTags(meta, url).map(
      ([attr, key, content]) => `<meta ${attr}="${key}" content="${escapeHtml(content)}">`,
    ),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
  ].join("");
}

/** The shell `shell` (index.html with the page's preloads) filled with the rendered page. */
export function pageDocument(
  shell: string,
  page: RenderedPage,
  { locale, url }: { locale: Locale; url: string },
): string {
  // Replacer functions: a page's text may hold `$&` or `$1`, which a replacement string expands.
  let html = shell.replace(
    /<html[^>]*>/,
    () => `<html lang="${locale}" dir="${textDirection(locale)}" data-rendered>`,
  );
  const { meta } = page;
  if (meta) {
    html = html
      .replace(/<meta name="description"[^>]*>\s*/, "")
      .replace(/<title>[^<]*<\/title>/, () => headTags(meta, url));
  }
  return html.replace(
    /<div id="root"><\/div>/,
    () => `<div id="root">${page.html}</div>${jsonScript("page-data", page.state)}`,
  );
}

/**
 * Renders every public page in every language once, one after another, as a visitor's first
 * request would: a page's first render loads its chunks of the SSR module and the language's
 * texts, and took 0.7-1.3 s where a cached one takes 20-70 ms (docs/performance.md, "Web bars").
 * The server calls it once it is serving, so no visitor waits for that first render.
 */
export async function warmPages(
  request: (path: string, init: RequestInit) => Response | Promise<Response>,
): Promise<void> {
  for (const locale of LOCALES) {
    for (const page of PUBLIC_PAGES) {
      const res = await request(page, { headers: { "accept-language": locale } });
      await res.arrayBuffer();
    }
  }
}
