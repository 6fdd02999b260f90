// docs/product.md section 2: the landing page states no facts the operator has not given.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defaultSettings } from "../../../domain/settings-defaults.ts";
import type { Site } from "../../lib/site.ts";
import { LandingPage } from "./landing-page.tsx";

afterEach(() => vi.unstubAllGlobals());

function renderLanding(over: Partial<Site> = {}) {
  const site: Site = { ...defaultSettings, ...over, auth: { google: false, email: false } };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), "http://localhost").pathname;
      if (path === "/api/site") return Response.json(site);
      if (path === "/api/samples") return Response.json({ samples: [] });
      throw new Error(`unexpected request ${path}`);
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <LandingPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
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
