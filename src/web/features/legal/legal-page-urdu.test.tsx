// The legal pages in Urdu (docs/i18n.md): the default texts, naming the site, and the page title.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answer } from "../../../../tests/helpers/api-mock.ts";
import { renderWeb } from "../../../../tests/helpers/render-web.tsx";
import { makeSite } from "../../../../tests/helpers/web-fixtures.ts";
import ur from "../../../domain/i18n/ur/legal.ts";
import { activateLocale } from "../../lib/locale.ts";
import { PrivacyPage } from "./legal-page.tsx";

describe("legal pages in Urdu", () => {
  it("show the default privacy text in Urdu, naming the site", async () => {
    await activateLocale("ur");
    answer("GET /api/site", makeSite({ siteName: "Sada Voices" }));
    renderWeb(<PrivacyPage />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(ur.privacyTitle);
    expect(await screen.findByText(ur.privacyScope.replace("{site}", "Sada Voices"))).toBeVisible();
    expect(screen.getByText(ur.privacyStored)).toBeVisible();
    expect(document.title).toContain(ur.privacyTitle);
  });
});
