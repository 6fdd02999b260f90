import path from "node:path";
import { setupI18n } from "@lingui/core";
import type { CompiledMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { withNumberTexts } from "../src/domain/i18n/plural.ts";
import { compiledCatalogs } from "./vite-catalogs.ts";

const i18nDir = path.resolve(import.meta.dirname, "../src/domain/i18n");

/** A catalogue file as the build hands it to the browser. */
async function built(file: string): Promise<Record<string, CompiledMessage>> {
  const plugin = compiledCatalogs();
  const load = plugin.load as (this: unknown, id: string) => Promise<string>;
  const code = await load.call({ addWatchFile() {} }, path.join(i18nDir, file));
  return JSON.parse(code.replace(/^export default /, "").replace(/;$/, ""));
}

describe("the compiled catalogues", () => {
  it("compile each text, with plurals the browser answers without Intl", async () => {
    const landing = await built("en/landing.ts");
    const contact = await built("ur/contact.ts");
    for (const messages of [landing, contact]) {
      expect(Object.keys(messages).length).toBeGreaterThan(5);
      expect(JSON.stringify(messages)).not.toContain('"plural"');
    }
    const en = setupI18n({ locale: "en", messages: { en: landing } });
    const ur = setupI18n({ locale: "ur", messages: { ur: contact } });
    expect(en._("heroGenerations", withNumberTexts({ count: 1 }, "en"))).toBe("generation");
    expect(en._("heroGenerations", withNumberTexts({ count: 3 }, "en"))).toBe("generations");
    expect(ur._("answerFree", withNumberTexts({ count: 1 }, "ur"))).toContain("1 مفت آواز ");
    expect(ur._("answerFree", withNumberTexts({ count: 1500 }, "ur"))).toContain(
      "1,500 مفت آوازیں",
    );
  });
});
