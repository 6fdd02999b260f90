import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeMe } from "../../../../tests/helpers/web-fixtures.ts";
import { renderStudio } from "./test-fixtures.tsx";

const plan = () => screen.getByRole("region", { name: "Your plan" });
const remaining = () => screen.getByText("Generations left").nextElementSibling;

describe("plan card and banners", () => {
  it("free: Free Starter, remaining of the limit, Upgrade Plan to /pricing, no PRO badge", () => {
    renderStudio({ me: makeMe() });
    expect(plan()).toHaveTextContent("Free Starter");
    expect(remaining()).toHaveTextContent("2 of 2");
    expect(screen.queryByText("Days left")).toBeNull();
    expect(screen.getByRole("link", { name: "Upgrade Plan" })).toHaveAttribute("href", "/pricing");
    expect(screen.queryByRole("link", { name: "Buy more time" })).toBeNull();
    expect(screen.queryByText("PRO")).toBeNull();
    expect(screen.getByText("Online")).toBeVisible();
    // A brand-new account with its whole free quota is not warned.
    expect(screen.queryByText(/voice generations? left/)).toBeNull();
  });

  it("warns when 2 are left of a larger quota", () => {
    renderStudio({ me: makeMe({ remaining: 2, limit: 5, voicesGenerated: 3 }) });
    expect(screen.getByText(/Only 2 voice generations left/)).toBeVisible();
  });

  it("pro: the plan's name, days left, Buy more time (which adds), a PRO badge", () => {
    renderStudio({
      me: makeMe({
        accountStatus: "pro",
        subscriptionPlan: "paid",
        plan: "Creator Pro",
        daysLeft: 3,
        limit: 20,
        remaining: 15,
        voicesGenerated: 5,
      }),
    });
    expect(plan()).toHaveTextContent("Creator Pro");
    expect(screen.getByText("Days left").nextElementSibling).toHaveTextContent("3 days");
    expect(remaining()).toHaveTextContent("15 of 20");
    expect(screen.queryByRole("link", { name: "Upgrade Plan" })).toBeNull();
    const more = screen.getByRole("link", { name: "Buy more time" });
    expect(more).toHaveAttribute("href", "/pricing");
    expect(more).toHaveAccessibleDescription(
      "Days and generations you buy are added to this plan, not swapped for it.",
    );
    expect(screen.getByText("PRO")).toBeVisible();
    expect(screen.queryByText(/voice generations? left/)).toBeNull();
  });

  it("unlimited: an infinity sign and 'unlimited', never a low-quota warning", () => {
    renderStudio({
      me: makeMe({
        accountStatus: "pro",
        plan: "30 Days",
        daysLeft: 1,
        limit: 999_999,
        remaining: 999_999,
        unlimited: true,
      }),
    });
    expect(remaining()).toHaveTextContent("∞ unlimited");
    expect(screen.getByText("Days left").nextElementSibling).toHaveTextContent("1 day");
    expect(screen.queryByText(/left\./)).toBeNull();
  });

  it("deactivated: the red banner and nothing remaining", () => {
    renderStudio({ me: makeMe({ status: "inactive", isActive: false, limit: 0, remaining: 0 }) });
    expect(screen.getByText("Account deactivated.")).toBeVisible();
    expect(
      screen.getByText(/Your account has been deactivated. Please contact support./),
    ).toBeVisible();
    expect(remaining()).toHaveTextContent("0 of 0");
    expect(screen.queryByText(/voice generations? left/)).toBeNull();
  });

  it("warns when one generation is left; at none, a banner that stays with Upgrade", () => {
    const { unmount } = renderStudio({ me: makeMe({ remaining: 1, voicesGenerated: 1 }) });
    expect(screen.getByText(/Only 1 voice generation left/)).toBeVisible();
    expect(screen.queryByText("No generations left.")).toBeNull();
    unmount();
    renderStudio({ me: makeMe({ remaining: 0, voicesGenerated: 2 }) });
    expect(screen.queryByText(/voice generations? left/)).toBeNull();
    expect(screen.getByText("No generations left.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Upgrade" })).toHaveAttribute("href", "/pricing");
  });
});
