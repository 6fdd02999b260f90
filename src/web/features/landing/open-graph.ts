import { useEffect } from "react";
import { metaTag } from "../../lib/page-meta.ts";

/**
 * Open Graph and Twitter card tags for the landing page. Set from script, so they reach
 * crawlers that run JavaScript; link previews that do not (WhatsApp, Facebook) need the same
 * tags in index.html as well.
 */
export function useOpenGraph(tags: { title: string; description: string; siteName: string }) {
  const { title, description, siteName } = tags;
  useEffect(() => {
    const values: [string, string][] = [
      ["og:type", "website"],
      ["og:site_name", siteName],
      ["og:title", title],
      ["og:description", description],
      ["og:url", window.location.origin + window.location.pathname],
      ["og:image", `${window.location.origin}/favicon.svg`],
      ["twitter:card", "summary"],
      ["twitter:title", title],
      ["twitter:description", description],
    ];
    const added: HTMLMetaElement[] = [];
    for (const [key, content] of values) {
      const attr = key.startsWith("og:") ? "property" : "name";
      metaTag(attr, key, (meta) => added.push(meta)).content = content;
    }
    // Other pages describe themselves; leave them no stale landing-page card.
    return () => {
      for (const meta of added) meta.remove();
    };
  }, [title, description, siteName]);
}
