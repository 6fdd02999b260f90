import { createContext, useContext, useEffect } from "react";
import { metaTags, type PageMeta } from "../../domain/page-meta.ts";
import { useSite } from "./site.ts";

export type { PageMeta };

/**
 * Where the server's render hears the page's meta, to write it into the HTML's head with the Open
 * Graph and Twitter card tags (src/server/http/pages.ts); none in the browser.
 */
export const PageMetaSink = createContext<((meta: PageMeta) => void) | null>(null);

/** The head's <meta> of that name (or property), added when missing. */
export function metaTag(attr: "name" | "property", key: string): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!meta) {
    meta = document.createElement("meta");
    meta.setAttribute(attr, key);
    document.head.append(meta);
  }
  return meta;
}

/** Each page's own title and description, in the head's title, meta and social cards. */
export function usePageMeta(title: string, description: string): void {
  const { siteName } = useSite();
  const sink = useContext(PageMetaSink);
  const full = `${title} · ${siteName}`;
  sink?.({ title: full, description, siteName });
  useEffect(() => {
    document.title = full;
    const url = window.location.origin + window.location.pathname;
    for (const [attr, key, content] of metaTags({ title: full, description, siteName }, url))
      metaTag(attr, key).content = content;
  }, [full, description, siteName]);
}
