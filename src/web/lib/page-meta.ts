import { useEffect } from "react";
import { useSite } from "./site.ts";

/** Each page's own title and meta description. */
export function usePageMeta(title: string, description: string): void {
  const { siteName } = useSite();
  useEffect(() => {
    document.title = `${title} · ${siteName}`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "description";
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description, siteName]);
}
