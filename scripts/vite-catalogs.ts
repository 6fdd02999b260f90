// Compiles the message catalogues (src/domain/i18n/<locale>/<namespace>.ts) to Lingui's compiled
// form while Vite loads them, so the browser ships no ICU parser (docs/i18n.md). The files are
// plain data, so Node imports them as they are.
import { pathToFileURL } from "node:url";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";

const catalogFile = /\/src\/domain\/i18n\/[a-z]{2}\/(?!index\.ts$)[\w-]+\.ts$/;

export function compiledCatalogs(): Plugin {
  return {
    name: "awaaz:compiled-catalogs",
    enforce: "pre",
    async load(id) {
      if (!catalogFile.test(id)) return null;
      this.addWatchFile(id);
      // A fresh URL each time, or Node's module cache would keep serving an edited file's old texts.
      const url = `${pathToFileURL(id).href}?at=${Date.now()}`;
      const { default: texts } = (await import(url)) as { default: Record<string, string> };
      // A broken text stops the build, rather than reaching a reader as raw ICU.
      const compiled = Object.fromEntries(
        Object.entries(texts).map(([key, text]) => [key, compileMessageOrThrow(text)]),
      );
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
