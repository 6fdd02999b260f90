import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import type { Catalog } from "../../domain/i18n/catalog.ts";
import { pluralsAsSelects } from "../../domain/i18n/plural.ts";
import { texts } from "./i18n.ts";

describe("a namespace's lookup", () => {
  it("fills the `#` of a plural the build rewrote with the number as Intl writes it", () => {
    // What the build hands the page (scripts/vite-catalogs.ts): compiled, plurals as selects.
    const built = {
      days: pluralsAsSelects(compileMessage("{count, plural, one {# day} other {# days}}"), "en"),
      plain: compileMessage("Saved."),
    } as unknown as Catalog;
    const t = texts("lookup-test", built);
    expect(t("days", { count: 1 })).toBe("1 day");
    expect(t("days", { count: 1500 })).toBe("1,500 days");
    expect(t("plain")).toBe("Saved.");
  });
});
