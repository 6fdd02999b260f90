import { describe, expect, it } from "vitest";
import { acceptLanguageLocale, isLocale, pickLocale, textDirection } from "./locales.ts";

describe("the interface's languages", () => {
  it("takes the first of the reader's languages it speaks, else English", () => {
    expect(pickLocale(["ur-PK", "en-US"])).toBe("ur");
    expect(pickLocale(["fr-FR", "ur"])).toBe("ur");
    expect(pickLocale(["en-GB", "ur"])).toBe("en");
    expect(pickLocale(["fr", "de"])).toBe("en");
    expect(pickLocale([])).toBe("en");
    expect(acceptLanguageLocale("ur-PK,ur;q=0.9,en;q=0.8")).toBe("ur");
    expect(acceptLanguageLocale("fr-FR, ur;q=0.8")).toBe("ur");
    expect(acceptLanguageLocale("en-US,en;q=0.9,ur;q=0.8")).toBe("en");
    expect(acceptLanguageLocale(undefined)).toBe("en");
  });

  it("reads Urdu right to left, and knows only its own languages", () => {
    expect(textDirection("ur")).toBe("rtl");
    expect(textDirection("en")).toBe("ltr");
    expect(isLocale("ur")).toBe(true);
    expect(isLocale("UR")).toBe(false);
    expect(isLocale("hi")).toBe(false);
  });
});
