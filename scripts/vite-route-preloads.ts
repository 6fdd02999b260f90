// Writes dist/web/route-preloads.json: for each page path of the router, the page's chunk (and, on
// a guarded page, the guards' chunk) with every chunk they import statically. The server lists
// them as <link rel="modulepreload"> in the HTML it answers for that path (src/server/http/spa.ts),
// so a phone fetches the page's code beside the shell's instead of after it (docs/performance.md,
// "Web bars").
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

export const PRELOADS_FILE = "route-preloads.json";

/**
 * The router's pages as path -> the modules its route loads, read from its source: each
 * `name: () => import("…")` pair, the landing page (the index route) under "/", and for the pages
 * of a guarded group (`pages({ … }, "guest")`) the guards' module too, which their route loads
 * beside the page (`guard ? import("…")` in `page()`). Paths as the browser asks for them.
 */
export function pageModules(routerSource: string, routerFile: string): Map<string, string[]> {
  const resolve = (module: string) => path.resolve(path.dirname(routerFile), module);
  const pair = /["']?([\w*-]+)["']?\s*:\s*\(\)\s*=>\s*import\(\s*["']([^"']+)["']\s*\)/g;
  const names = (source: string) =>
    [...source.matchAll(pair)].flatMap(([, name, module]) =>
      name && module && name !== "*" ? [[name, module] as const] : [],
    );
  const pages = new Map<string, string[]>();
  for (const [name, module] of names(routerSource)) pages.set(`/${name}`, [resolve(module)]);
  const landing = /const Landing = page\(\s*\(\)\s*=>\s*import\(\s*["']([^"']+)["']\s*\)/.exec(
    routerSource,
  );
  if (landing?.[1]) pages.set("/", [resolve(landing[1])]);
  const guards = /guard\s*\?\s*import\(\s*["']([^"']+)["']\s*\)/.exec(routerSource)?.[1];
  // One `pages(…)` call at a time: the group's body may not run on into the next call.
  const guarded = /pages\(\s*\{((?:(?!pages\()[\s\S])*?)\}\s*,\s*["']\w+["']\s*,?\s*\)/g;
  if (guards) {
    for (const [, group = ""] of routerSource.matchAll(guarded))
      for (const [name] of names(group)) pages.get(`/${name}`)?.push(resolve(guards));
  }
  return pages;
}

export interface ChunkLike {
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

/**
 * For a chunk of the build, the files it and its static imports load, less those every page's HTML
 * already loads (the entry's).
 */
export function beyondEntry(chunks: ChunkLike[]): (chunk: ChunkLike) => string[] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  const always = new Set(entry ? closure(entry, byFile) : []);
  return (chunk) => closure(chunk, byFile).filter((file) => !always.has(file));
}

/** path -> the files to preload, leaving out what every page's HTML already loads (the entry's). */
export function routePreloads(
  pages: Map<string, string[]>,
  chunks: ChunkLike[],
  base = "/",
): Record<string, string[]> {
  const extra = beyondEntry(chunks);
  const out: Record<string, string[]> = {};
  for (const [urlPath, modules] of pages) {
    const loaded = modules.map((m) => chunks.find((c) => c.facadeModuleId === m));
    // The page's own chunk is what names the path: without it there is nothing to preload.
    if (!loaded[0]) continue;
    const files = new Set(loaded.flatMap((chunk) => (chunk ? extra(chunk) : [])));
    out[urlPath] = [...files].map((file) => `${base}${file}`);
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
