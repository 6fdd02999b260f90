import { useEffect } from "react";

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
      let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
      if (!meta) {
        meta = document.createElement("meta");
        meta.setAttribute(attr, key);
        document.head.append(meta);
        added.push(meta);
      }
      meta.content = content;
    }
    // Other pages describe themselves; leave them no stale landing-page card.
    return () => {
      for (const meta of added) meta.remove();
    };
  }, [title, description, siteName]);
}
