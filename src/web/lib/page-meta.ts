import { useEffect } from "react";
import { useSite } from "./site.ts";

/** The head's <meta> of that name (or property), added when missing; `onAdd` hears of an added one. */
export function metaTag(
  attr: "name" | "property",
  key: string,
  onAdd?: (meta: HTMLMetaElement) => void,
): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!meta) {
    meta = document.createElement("meta");
    meta.setAttribute(attr, key);
    document.head.append(meta);
    onAdd?.(meta);
  }
  return meta;
}

/** Each page's own title and meta description. */
export function usePageMeta(title: string, description: string): void {
  const { siteName } = useSite();
  useEffect(() => {
    document.title = `${title} · ${siteName}`;
    metaTag("name", "description").content = description;
  }, [title, description, siteName]);
}
