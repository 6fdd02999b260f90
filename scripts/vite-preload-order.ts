// The shell's chunks are asked for largest first, before the entry script: on a phone's link
// the first request after the page's takes the connection the page came on, already open and
// past TCP's slow start, and the largest chunk (React DOM's) is the one whose wait is longest;
// the others open their own connections beside it (docs/performance.md, "Web bars").
import type { Plugin } from "vite";

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** `html` with its module preloads, largest first by `size`, then the entry script. */
export function largestFirst(html: string, size: (file: string) => number): string {
  const entry = ENTRY.exec(html);
  if (!entry) return html;
  const preloads = [...html.matchAll(PRELOAD)];
  if (preloads.length === 0) return html;
  const first = Math.min(entry.index, ...preloads.map((m) => m.index));
  const indent = /[ \t]*$/.exec(html.slice(0, first))?.[0] ?? "";
  const tags = preloads
    .sort((a, b) => size(b[1] ?? "") - size(a[1] ?? ""))
    .map((m) => m[0])
    .concat(entry[0]);
  // Each tag goes with the line break and indent before it; the first's stay for the new list.
  const rest = html
    .slice(first)
    .replace(new RegExp(`\\s*(?:${ENTRY.source}|${PRELOAD.source})`, "g"), "");
  return `${html.slice(0, first)}${tags.join(`\n${indent}`)}${rest}`;
}

export function preloadOrderPlugin(): Plugin {
  return {
    name: "awaaz:preload-order",
    apply: "build",
    transformIndexHtml: {
      // After Vite has written the entry script and its preloads into the page.
      order: "post",
      handler(html, ctx) {
        const chunk = (file: string) => ctx.bundle?.[file.replace(/^\//, "")];
        return largestFirst(html, (file) => {
          const built = chunk(file);
          return built?.type === "chunk" ? built.code.length : 0;
        });
      },
    },
  };
}
