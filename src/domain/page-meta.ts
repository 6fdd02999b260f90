// What a page says of itself in the head, the same whether the server writes it into the HTML
// (src/server/http/pages.ts) or the browser sets it as the reader moves on (src/web/lib/page-meta.ts).

export interface PageMeta {
  /** The page's title with the operator's site name. */
  title: string;
  description: string;
  siteName: string;
}

/** The head's meta tags for a page at `url`: [attribute, its value, content]. */
export function metaTags(meta: PageMeta, url: string): ["name" | "property", string, string][] {
  return [
    ["name", "description", meta.description],
    ["property", "og:type", "website"],
    ["property", "og:site_name", meta.siteName],
    ["property", "og:title", meta.title],
    ["property", "og:description", meta.description],
    ["property", "og:url", url],
    ["name", "twitter:card", "summary"],
    ["name", "twitter:title", meta.title],
    ["name", "twitter:description", meta.description],
  ];
}
