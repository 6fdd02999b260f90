// The landing page in Urdu (docs/i18n.md): its texts come from the Urdu catalogue.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answer } from "../../../../tests/helpers/api-mock.ts";
import { renderWeb } from "../../../../tests/helpers/render-web.tsx";
import { makeSite } from "../../../../tests/helpers/web-fixtures.ts";
import { formatNumber } from "../../../domain/i18n/format.ts";
import ur from "../../../domain/i18n/ur/landing.ts";
import { activateLocale } from "../../lib/locale.ts";
import { LandingPage } from "./landing-page.tsx";

describe("LandingPage in Urdu", () => {
  it("speaks Urdu, the free quota in Urdu figures, the title too", async () => {
    await activateLocale("ur");
    answer("GET /api/site", makeSite({ freeQuota: 1500, siteName: "Sada" }));
    answer("GET /api/samples", { samples: [] });
    renderWeb(<LandingPage />);
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(ur.heroTitle);
    expect(
      await screen.findByText(new RegExp(`${formatNumber(1500, "ur")} مفت آوازیں`)),
    ).toBeVisible();
    expect(screen.getByRole("heading", { name: ur.featuresTitle })).toBeVisible();
    expect(document.title).toContain(ur.metaTitle);
  });
});
