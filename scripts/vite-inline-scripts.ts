// Puts the scripts index.html marks `data-inline` into the page itself: a render-blocking script
// that is part of the HTML costs no request before the first paint (docs/performance.md, "Web
// bars"). The server's CSP allows each by its hash (src/server/http/security-headers.ts).
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const MARKED = /<script data-inline src="([^"]+)"><\/script>/g;

export function inlineMarkedScripts(html: string, htmlFile: string): string {
  return html.replace(MARKED, (_, src: string) => {
    const code = fs.readFileSync(path.resolve(path.dirname(htmlFile), src), "utf8").trim();
    if (code.includes("</script")) throw new Error(`${src} cannot be inlined: it has </script`);
    return `<script>${code}</script>`;
  });
}

export function inlineScriptsPlugin(): Plugin {
  return {
    name: "awaaz-inline-scripts",
    transformIndexHtml: {
      order: "pre",
      handler: (html, ctx) => inlineMarkedScripts(html, ctx.filename),
    },
  };
}
