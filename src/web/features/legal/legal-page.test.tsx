// docs/product.md, "Your account": Terms and Privacy are the operator's texts, or defaults that
// name the site and say what is stored.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answer } from "../../../../tests/helpers/api-mock.ts";
import { renderWeb } from "../../../../tests/helpers/render-web.tsx";
import { makeSite } from "../../../../tests/helpers/web-fixtures.ts";
import type { Site } from "../../lib/site.ts";
import { PrivacyPage, TermsPage } from "./legal-page.tsx";

function renderWith(page: React.ReactNode, over: Partial<Site>) {
  answer("GET /api/site", makeSite(over));
  renderWeb(page);
}

describe("legal pages", () => {
  it("show a default naming the site until the operator writes their own", async () => {
    renderWith(<PrivacyPage />, { siteName: "Sada Voices" });
    expect(await screen.findByText(/^Sada Voices keeps only what it needs/)).toBeTruthy();
    expect(screen.getByText(/What is stored: your name and e-mail address/)).toBeTruthy();
  });

  it("show the operator's text, a paragraph per blank line", async () => {
    renderWith(<TermsPage />, { termsText: "First rule.\n\nSecond rule." });
    expect(await screen.findByText("First rule.")).toBeTruthy();
    expect(screen.getByText("Second rule.").tagName).toBe("P");
    expect(screen.queryByText(/These terms apply to/)).toBeNull();
  });
});
