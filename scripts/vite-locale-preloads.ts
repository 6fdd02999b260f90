// Writes dist/web/locale-preloads.json: for each language whose texts load on demand (Urdu), what
// a first page in it needs beyond an English one: its catalogue's chunks and the web fonts of its
// script. The server names them as preloads in the HTML it answers a browser that asks for that
// language first (src/server/http/spa.ts), so a phone fetches them beside the app's code instead
// of after the code has run and asked for them (docs/performance.md, "Web bars").
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { beyondEntry, type ChunkLike } from "./vite-route-preloads.ts";

export const LOCALE_PRELOADS_FILE = "locale-preloads.json";

/** Each on-demand language's catalogue module, from the `catalogues` of src/web/lib/locale.ts. */
export function catalogueModules(localeSource: string, localeFile: string): Map<string, string> {
  const body = /const catalogues\b[\s\S]*?=\s*\{([\s\S]*?)\n\};/.exec(localeSource)?.[1] ?? "";
  const pair = /(\w+)\s*:\s*\(\)\s*=>\s*import\(\s*["']([^"']+)["']\s*\)/g;
  const modules = new Map<string, string>();
  for (const [, locale, module] of body.matchAll(pair))
    if (locale && module) modules.set(locale, path.resolve(path.dirname(localeFile), module));
  return modules;
}

/** The files of a font family's @font-face rules in a stylesheet, as absolute paths. */
export function fontFaceFiles(css: string, cssFile: string, family: string): string[] {
  const files: string[] = [];
  for (const [, rule = ""] of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    if (/font-family:\s*["']?([^"';]+?)["']?\s*;/.exec(rule)?.[1] !== family) continue;
    for (const [, url] of rule.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g))
      if (url) files.push(path.resolve(path.dirname(cssFile), url));
  }
  return files;
}

export interface AssetLike {
  type: "asset";
  fileName: string;
  /** Vite's: the source file, relative to its root. */
  originalFileNames: readonly string[];
}

// Vite names an asset's source by its real path, while the stylesheet's url() may run through a
// link (node_modules as a symlink): both sides are compared resolved. A path that does not exist
// stays as it is.
function realPath(file: string): string {
  try {
    return fs.realpathSync(file);
  } catch {
    return file;
  }
}

/**
 * locale -> the files to preload: its catalogue's chunk and the chunks it imports, less what the
 * entry loads anyway, then the built WOFF2 files of its fonts (`fonts`: the source files,
 * absolute).
 */
export function localePreloads(
  catalogues: Map<string, string>,
  fonts: Map<string, string[]>,
  bundle: { chunks: ChunkLike[]; assets: AssetLike[]; root: string },
  base = "/",
): Record<string, string[]> {
  const extra = beyondEntry(bundle.chunks);
  const out: Record<string, string[]> = {};
  for (const [locale, module] of catalogues) {
    const catalogue = bundle.chunks.find((c) => c.facadeModuleId === module);
    const code = catalogue ? extra(catalogue) : [];
    const sources = new Set((fonts.get(locale) ?? []).map(realPath));
    // WOFF2 only: every browser that runs the app reads it, so an older format is never fetched.
    const faces = bundle.assets
      .filter((a) =>
        a.originalFileNames.some((f) => sources.has(realPath(path.resolve(bundle.root, f)))),
      )
      .map((a) => a.fileName)
      .filter((file) => file.endsWith(".woff2"));
    out[locale] = [...code, ...faces].map((file) => `${base}${file}`);
  }
  return out;
}

export interface LocalePreloadsOptions {
  /** src/web/lib/locale.ts: where the catalogues that load on demand are named. */
  localeFile: string;
  stylesheet: string;
  /** locale -> the font family its script is set in (its @font-face rules are in `stylesheet`). */
  fontFamilies: Record<string, string>;
}

export function localePreloadsPlugin(options: LocalePreloadsOptions): Plugin {
  let root = process.cwd();
  return {
    name: "awaaz:locale-preloads",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const { localeFile, stylesheet } = options;
      const catalogues = catalogueModules(fs.readFileSync(localeFile, "utf8"), localeFile);
      const css = fs.readFileSync(stylesheet, "utf8");
      const fonts = new Map(
        Object.entries(options.fontFamilies).map(([locale, family]) => [
          locale,
          fontFaceFiles(css, stylesheet, family),
        ]),
      );
      const outputs = Object.values(bundle);
      const preloads = localePreloads(catalogues, fonts, {
        chunks: outputs.filter((o): o is typeof o & ChunkLike => o.type === "chunk"),
        assets: outputs.filter((o): o is typeof o & AssetLike => o.type === "asset"),
        root,
      });
      // A locale.ts or stylesheet this could not read would silently lose the preloads.
      for (const locale of Object.keys(options.fontFamilies)) {
        const files = preloads[locale] ?? [];
        if (!files.some((f) => f.endsWith(".js")) || !files.some((f) => f.endsWith(".woff2")))
          this.error(`locale preloads: no catalogue chunk or font found for "${locale}"`);
      }
      this.emitFile({
        type: "asset",
        fileName: LOCALE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 1)}\n`,
      });
    },
  };
}
