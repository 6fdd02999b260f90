// docs/product.md section 2: the landing page states no facts the operator has not given.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answer } from "../../../../tests/helpers/api-mock.ts";
import { renderWeb } from "../../../../tests/helpers/render-web.tsx";
import { makeSite } from "../../../../tests/helpers/web-fixtures.ts";
import type { Site } from "../../lib/site.ts";
import { LandingPage } from "./landing-page.tsx";

function renderLanding(over: Partial<Site> = {}) {
  answer("GET /api/site", makeSite(over));
  answer("GET /api/samples", { samples: [] });
  renderWeb(<LandingPage />);
}

const figures = {
  show: true,
  happyCustomers: "320",
  orders: "540",
  voicesGenerated: "",
  rating: "4.7/5",
};

describe("LandingPage", () => {
  it("a fresh install shows no figures and no founder", async () => {
    renderLanding();
    await screen.findByRole("heading", { name: "Turn your text into natural speech" });
    expect(screen.queryByRole("region", { name: "In numbers" })).toBeNull();
    expect(screen.queryByText("Happy customers")).toBeNull();
    expect(screen.queryByRole("heading", { name: "Meet the founder" })).toBeNull();
  });

  it("figures the operator entered stay hidden until they turn them on", async () => {
    renderLanding({ siteName: "Shop Voices", socialProof: { ...figures, show: false } });
    // The hero names the site from the same settings: they have arrived.
    await screen.findByText(/^Shop Voices gives creators/);
    expect(screen.queryByText("320")).toBeNull();
  });

  it("shows the operator's own figures once on, leaving a blank one out", async () => {
    renderLanding({ socialProof: figures });
    const region = await screen.findByRole("region", { name: "In numbers" });
    expect(region).toHaveTextContent("320");
    expect(region).toHaveTextContent("540");
    expect(region).toHaveTextContent("4.7/5");
    expect(region).not.toHaveTextContent("Generations made");
  });

  it("shows the founder once a name is filled in", async () => {
    renderLanding({
      founder: {
        name: "Ayesha Khan",
        title: "Founder",
        bio: "Started it in Lahore.",
        photoUrl: "",
      },
    });
    expect(await screen.findByRole("heading", { name: "Meet the founder" })).toBeVisible();
    expect(screen.getByText("Ayesha Khan")).toBeVisible();
    expect(screen.getByText("Started it in Lahore.")).toBeVisible();
  });
});
