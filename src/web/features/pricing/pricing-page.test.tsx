import { cleanup, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { type Answer, answer, failure } from "../../../../tests/helpers/api-mock.ts";
import { spyOnToasts } from "../../../../tests/helpers/toasts.ts";
import { makeMe, makePlan } from "../../../../tests/helpers/web-fixtures.ts";
import { messageText } from "../../lib/message-text.ts";
import type { Site } from "../../lib/site.ts";
import { PricingPage } from "./pricing-page.tsx";
import { renderWithApp, site } from "./test-kit.tsx";
import { pricingText } from "./texts.ts";

const toast = spyOnToasts();

const signedOut = failure(401, "UNAUTHORIZED", "Please sign in to continue.");
const signedIn = makeMe();

function renderPricing(
  plans: Answer<"GET /api/plans">,
  me: Answer<"GET /api/me"> = signedOut,
  siteBody: Site = site,
  path = "/pricing",
) {
  answer("GET /api/site", siteBody);
  answer("GET /api/plans", plans);
  answer("GET /api/me", me);
  return renderWithApp(<PricingPage />, path);
}

const card = (name: string) => screen.getByRole("article", { name });
const yearly = () => screen.queryByRole("radio", { name: "Yearly" });

describe("PricingPage", () => {
  it("shows the API's plans, a discount struck through, and no billing toggle", async () => {
    renderPricing({
      plans: [
        makePlan({
          id: 7,
          name: "Weekend",
          price: 150,
          currentPrice: 150,
          discountType: "fixed",
          discountValue: 50,
          discountActive: true,
          badge: null,
          popular: false,
        }),
      ],
    });
    const weekend = await screen.findByRole("article", { name: "Weekend" });
    expect(within(weekend).getByText("Rs. 150")).toBeInTheDocument();
    expect(within(weekend).getByText("Rs. 200").closest("s")).not.toBeNull();
    expect(screen.queryByRole("article", { name: "Free Starter" })).not.toBeInTheDocument();
    expect(yearly()).not.toBeInTheDocument();
    expect(screen.queryByText(/Save up to/)).not.toBeInTheDocument();
  });

  it("falls back to the static set with the toggle when the load fails", async () => {
    const { user } = renderPricing(failure(500, "INTERNAL", "boom"));
    await screen.findByRole("article", { name: "Free Starter" });
    expect(screen.getByText("Save up to Rs. 1,198 with yearly billing")).toBeInTheDocument();
    expect(within(card("Quick Start")).getByText("Rs. 99")).toBeInTheDocument();
    expect(within(card("Quick Start")).getByText("1 Day")).toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: "Yearly" }));
    const quick = card("Quick Start");
    expect(within(quick).getByText("Rs. 950")).toBeInTheDocument();
    expect(within(quick).getByText("Rs. 1,188").closest("s")).not.toBeNull();
    expect(within(quick).getByText("12 Days")).toBeInTheDocument();
    expect(within(quick).getByText("120 voice generations")).toBeInTheDocument();
    expect(within(card("Enterprise")).getByText("365 Days")).toBeInTheDocument();
    expect(within(card("Enterprise")).getByText("You save Rs. 1,198")).toBeInTheDocument();
    expect(within(card("Business")).getByText("348 voice generations")).toBeInTheDocument();
  });

  it("falls back to the static set when the API has no plans", async () => {
    renderPricing({ plans: [] });
    await screen.findByRole("article", { name: "Free Starter" });
    expect(yearly()).toBeInTheDocument();
  });

  it("sends a signed-out visitor to create an account, to come back to that plan", async () => {
    const { user } = renderPricing({ plans: [makePlan()] });
    await user.click(await screen.findByRole("link", { name: "Choose Plan: Creator Pro" }));
    expect(
      await screen.findByText("Login page?tab=signup, from /pricing?buy=plan-2"),
    ).toBeInTheDocument();
  });

  it("back from signing in with ?buy=, opens that plan's purchase once", async () => {
    renderPricing({ plans: [makePlan()] }, signedIn, site, "/pricing?buy=plan-2");
    const dialog = await screen.findByRole("dialog", { name: "Complete your purchase" });
    expect(within(dialog).getAllByText(/Creator Pro/).length).toBeGreaterThan(0);
  });

  it("a plan's link followed by a visitor before the script ran leads to sign-up, and back", async () => {
    renderPricing({ plans: [makePlan()] }, signedOut, site, "/pricing?buy=plan-2");
    expect(
      await screen.findByText("Login page?tab=signup, from /pricing?buy=plan-2"),
    ).toBeInTheDocument();
  });

  it("each plan's button is a link to the page wanting that plan, for before the script runs", async () => {
    renderPricing({ plans: [makePlan()] });
    const choose = await screen.findByRole("link", { name: "Choose Plan: Creator Pro" });
    expect(choose).toHaveAttribute("href", "/pricing?buy=plan-2");
  });

  it("ignores ?buy= for a plan that is not there", async () => {
    renderPricing({ plans: [makePlan()] }, signedIn, site, "/pricing?buy=plan-99");
    await screen.findByRole("link", { name: "Choose Plan: Creator Pro" });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("tells a signed-in user they already have the free plan", async () => {
    const { user } = renderPricing({ plans: [] }, signedIn);
    await screen.findByRole("article", { name: "Free Starter" });
    await user.click(screen.getByRole("link", { name: "Start Free: Free Starter" }));
    await vi.waitFor(() =>
      expect(toast.info).toHaveBeenCalledWith(messageText("purchaseAlreadyFree")),
    );
  });

  it("never buys a static card: it says purchases are unavailable and tries the API again", async () => {
    const { user } = renderPricing(failure(503, "DOWN", "down"), signedIn);
    await user.click(await screen.findByRole("link", { name: "Choose Plan: Quick Start" }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith(pricingText("unavailable")));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("opens the purchase modal for a signed-in user", async () => {
    const { user } = renderPricing({ plans: [makePlan()] }, signedIn);
    const choose = await screen.findByRole("link", { name: "Choose Plan: Creator Pro" });
    await user.click(choose);
    expect(await screen.findByRole("dialog", { name: "Complete your purchase" })).toBeVisible();
  });

  it("lists every wallet under the payment methods, or says payments are not open", async () => {
    renderPricing({ plans: [makePlan()] });
    const methods = await screen.findByRole("region", { name: "Accepted payment methods" });
    expect(await within(methods).findByText("EasyPaisa")).toBeVisible();
    expect(within(methods).getByText("JazzCash")).toBeVisible();
    cleanup();
    renderPricing({ plans: [makePlan()] }, signedOut, { ...site, wallets: [] });
    const closed = await screen.findByRole("region", { name: "Accepted payment methods" });
    expect(await within(closed).findByText(messageText("purchaseNotOpen"))).toBeVisible();
  });
});
