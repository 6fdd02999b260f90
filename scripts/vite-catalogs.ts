// Compiles the message catalogues (src/domain/i18n/<locale>/<namespace>.ts) to Lingui's compiled
// form while Vite loads them, so the browser ships no ICU parser (docs/i18n.md), with plurals the
// browser answers without Intl (src/domain/i18n/plural.ts). The files are plain data, so Node
// imports them as they are.
import { pathToFileURL } from "node:url";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";
import { isLocale } from "../src/domain/i18n/locales.ts";
import { pluralsAsSelects } from "../src/domain/i18n/plural.ts";

const catalogFile = /\/src\/domain\/i18n\/([a-z]{2})\/(?!index\.ts$)[\w-]+\.ts$/;

export function compiledCatalogs(): Plugin {
  return {
    name: "awaaz:compiled-catalogs",
    enforce: "pre",
    async load(id) {
      const locale = catalogFile.exec(id)?.[1];
      if (!locale) return null;
      this.addWatchFile(id);
      // A fresh URL each time, or Node's module cache would keep serving an edited file's old texts.
      const url = `${pathToFileURL(id).href}?at=${Date.now()}`;
      const { default: texts } = (await import(url)) as { default: Record<string, string> };
      // A broken text stops the build, rather than reaching a reader as raw ICU.
      const compiled = Object.fromEntries(
        Object.entries(texts).map(([key, text]) => {
          const message = compileMessageOrThrow(text);
          return [key, isLocale(locale) ? pluralsAsSelects(message, locale) : message];
        }),
      );
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
