// docs/product.md, "Your account": Terms and Privacy are the operator's texts, or defaults that
// name the site and say what is stored.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defaultSettings } from "../../../domain/settings-defaults.ts";
import type { Site } from "../../lib/site.ts";
import { PrivacyPage, TermsPage } from "./legal-page.tsx";

afterEach(() => vi.unstubAllGlobals());

function renderWith(page: React.ReactNode, over: Partial<Site>) {
  const site: Site = { ...defaultSettings, ...over, auth: { google: false, email: false } };
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json(site)),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
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
