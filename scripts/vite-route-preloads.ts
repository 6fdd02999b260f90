// Writes dist/web/route-preloads.json: for each page path of the router, the page's chunk and every
// chunk it imports statically. The server lists them as <link rel="modulepreload"> in the HTML it
// answers for that path (src/server/http/spa.ts), so a phone fetches the page's code beside the
// shell's instead of after it (docs/performance.md, "Web bars").
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

export const PRELOADS_FILE = "route-preloads.json";

/**
 * The router's pages as path -> module, read from its source: `name: () => import("…")` pairs,
 * and the landing page (the index route) under "/". Paths as the browser asks for them.
 */
export function pageModules(routerSource: string, routerFile: string): Map<string, string> {
  const pages = new Map<string, string>();
  const pair = /["']?([\w*-]+)["']?\s*:\s*\(\)\s*=>\s*import\(\s*["']([^"']+)["']\s*\)/g;
  for (const [, name, module] of routerSource.matchAll(pair)) {
    if (!name || !module || name === "*") continue;
    pages.set(`/${name}`, path.resolve(path.dirname(routerFile), module));
  }
  const landing = /const Landing = page\(\s*\(\)\s*=>\s*import\(\s*["']([^"']+)["']\s*\)/.exec(
    routerSource,
  );
  if (landing?.[1]) pages.set("/", path.resolve(path.dirname(routerFile), landing[1]));
  return pages;
}

interface ChunkLike {
  type: "chunk";
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}

/** A chunk and the chunks it imports statically, its own file first. */
function closure(chunk: ChunkLike, byFile: Map<string, ChunkLike>): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of byFile.get(file)?.imports ?? []) visit(next);
  };
  visit(chunk.fileName);
  return [...seen];
}

/** path -> the files to preload, leaving out what every page's HTML already loads (the entry's). */
export function routePreloads(
  pages: Map<string, string>,
  chunks: ChunkLike[],
  base = "/",
): Record<string, string[]> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  const always = new Set(entry ? closure(entry, byFile) : []);
  const out: Record<string, string[]> = {};
  for (const [urlPath, module] of pages) {
    const chunk = chunks.find((c) => c.facadeModuleId === module);
    if (!chunk) continue;
    out[urlPath] = closure(chunk, byFile)
      .filter((file) => !always.has(file))
      .map((file) => `${base}${file}`);
  }
  return out;
}

export function routePreloadsPlugin(routerFile: string): Plugin {
  return {
    name: "awaaz:route-preloads",
    apply: "build",
    generateBundle(_options, bundle) {
      const pages = pageModules(fs.readFileSync(routerFile, "utf8"), routerFile);
      const chunks = Object.values(bundle).filter(
        (o): o is typeof o & ChunkLike => o.type === "chunk",
      );
      const preloads = routePreloads(pages, chunks);
      // A router whose pages this could not read would silently lose the preloads: stop instead.
      if (!preloads["/"] || Object.keys(preloads).length < 2)
        this.error(`route preloads: no pages found in ${routerFile}`);
      this.emitFile({
        type: "asset",
        fileName: PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 1)}\n`,
      });
    },
  };
}
