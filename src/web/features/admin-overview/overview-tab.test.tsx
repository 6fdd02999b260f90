import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type Answer, answer, failure, requestLines } from "../../../../tests/helpers/api-mock.ts";
import { renderWeb } from "../../../../tests/helpers/render-web.tsx";
import { spyOnToasts } from "../../../../tests/helpers/toasts.ts";
import { makeAdminUser } from "../../../../tests/helpers/web-fixtures.ts";
import type { AdminOverview } from "../../../domain/admin.ts";
import { messageText } from "../../lib/message-text.ts";
import { OverviewTab } from "./overview-tab.tsx";

const toast = spyOnToasts();

const overview: AdminOverview = {
  users: { total: 1234, active: 1200, pro: 56, estimated: false },
  payments: { pending: 3, pendingEstimated: false, approved: 40, approvedAmount: 12500 },
  revenue: { month: 4500, total: 98000 },
  plans: { active: 4, total: 5 },
  recentPayments: [
    {
      id: 1,
      userEmail: "buyer@example.com",
      plan: "Creator Pro",
      amount: 1800,
      tid: "TXN-1",
      status: "pending",
      createdAt: "2026-11-20T10:00:00.000Z",
    },
  ],
  recentUsers: [
    makeAdminUser({ createdAt: "2026-11-19T21:00:00.000Z" }),
    {
      id: "u2",
      email: "nameless@example.com",
      displayName: "",
      plan: "Creator Pro",
      accountStatus: "pro",
      voicesGenerated: 0,
      status: "inactive",
      createdAt: "2026-11-18T10:00:00.000Z",
      apiKeys: 2,
      apiLastUsedAt: "2026-11-19T10:00:00.000Z",
    },
  ],
  daily: [
    { date: "2026-11-19", revenue: 1000, signups: 2 },
    { date: "2026-11-20", revenue: 3500, signups: 5 },
  ],
  timezone: "Asia/Karachi",
  month: { start: "2026-10-31T19:00:00.000Z", end: "2026-11-30T19:00:00.000Z" },
};

function renderTab(overviewAnswer: Answer<"GET /api/admin/overview">) {
  answer("GET /api/admin/overview", overviewAnswer);
  return renderWeb(<OverviewTab />).user;
}

/** The card whose heading is `title`: heading, figure and detail line. */
const card = (title: string) =>
  screen.getByRole("heading", { name: title }).parentElement?.parentElement as HTMLElement;

/** The "Recent ..." section whose heading is `title`. */
const recent = (title: string) =>
  screen.getByRole("heading", { name: title }).closest("section") as HTMLElement;

describe("OverviewTab", () => {
  it("shows a loading state until the figures arrive", async () => {
    let release: (figures: AdminOverview) => void = () => {};
    const figures = new Promise<AdminOverview>((resolve) => (release = resolve));
    renderTab(() => figures);
    expect(screen.getByRole("status")).toHaveTextContent("Loading overview");
    expect(screen.queryByRole("heading", { name: "Total users" })).toBeNull();
    release(overview);
    expect(await screen.findByRole("heading", { name: "Total users" })).toBeVisible();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("shows the four cards with the API's figures, money in Rs.", async () => {
    renderTab(overview);
    await screen.findByRole("heading", { name: "Total users" });
    const users = within(card("Total users"));
    expect(users.getByText("1,234")).toBeVisible();
    expect(users.getByText("1,200 active · 56 pro")).toBeVisible();
    const pending = within(card("Pending payments"));
    expect(pending.getByText("3")).toBeVisible();
    expect(pending.getByText("40 approved · Rs. 12,500")).toBeVisible();
    const revenue = within(card("Monthly revenue"));
    expect(revenue.getByText("Rs. 4,500")).toBeVisible();
    expect(revenue.getByText("Total revenue Rs. 98,000")).toBeVisible();
    const plans = within(card("Active plans"));
    expect(plans.getByText("4")).toBeVisible();
    expect(plans.getByText("5 plans in all")).toBeVisible();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("says about before the counts the server estimated", async () => {
    renderTab({
      ...overview,
      users: { total: 1_000_000, active: 980_000, pro: 120_000, estimated: true },
      payments: { ...overview.payments, pending: 360_000, pendingEstimated: true },
    });
    await screen.findByRole("heading", { name: "Total users" });
    const users = within(card("Total users"));
    expect(users.getByText("about 1,000,000")).toBeVisible();
    expect(users.getByText("about 980,000 active · about 120,000 pro")).toBeVisible();
    const pending = within(card("Pending payments"));
    expect(pending.getByText("about 360,000")).toBeVisible();
    // Money is never estimated.
    expect(pending.getByText("40 approved · Rs. 12,500")).toBeVisible();
  });

  it("lists recent payments and users on the operator's calendar", async () => {
    renderTab(overview);
    await screen.findByRole("heading", { name: "Recent payments" });
    const payments = within(recent("Recent payments"));
    expect(payments.getByText("buyer@example.com")).toBeVisible();
    expect(payments.getByText("Creator Pro · Rs. 1,800 · 20 Nov 2026")).toBeVisible();
    const users = within(recent("Recent users"));
    // 21:00 UTC on the 19th is already the 20th in Karachi (UTC+5).
    expect(users.getByText("Ayesha")).toBeVisible();
    expect(users.getByText("ayesha@example.com · Free · 20 Nov 2026")).toBeVisible();
    // No display name: the email stands in as the name.
    expect(users.getAllByText(/nameless@example\.com/)).toHaveLength(2);
    expect(users.getByText("Active")).toBeVisible();
    expect(users.getByText("Inactive")).toBeVisible();
  });

  it("charts the daily figures with their totals", async () => {
    renderTab(overview);
    expect(
      await screen.findByRole("img", {
        name: "Revenue per day from 2026-11-19 to 2026-11-20, Rs. 4,500 in all",
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("img", { name: "Sign-ups per day from 2026-11-19 to 2026-11-20, 7 in all" }),
    ).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Revenue and sign-ups per day" });
    expect(within(table).getByRole("row", { name: "2026-11-20 Rs. 3,500 5" })).toBeInTheDocument();
  });

  it("says when there are no payments or users yet", async () => {
    renderTab({ ...overview, recentPayments: [], recentUsers: [] });
    expect(await screen.findByText("No payments yet.")).toBeVisible();
    expect(screen.getByText("No users yet.")).toBeVisible();
  });

  it("says the load failed, once, and Retry loads the figures", async () => {
    let fail = true;
    const u = renderTab(() => (fail ? failure() : overview));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(messageText("adminLoadFailed"));
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith(messageText("adminLoadFailed"));
    // retry: 1 — the first failure is tried once more before the error shows.
    expect(requestLines()).toEqual(["GET /api/admin/overview", "GET /api/admin/overview"]);
    fail = false;
    await u.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("1,234")).toBeVisible();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(toast.error).toHaveBeenCalledTimes(1);
  });

  it("toasts the server's own message when it refuses the request", async () => {
    renderTab(failure(403, "FORBIDDEN", "Admin session expired"));
    expect(await screen.findByRole("alert")).toHaveTextContent(messageText("adminLoadFailed"));
    expect(toast.error).toHaveBeenCalledWith("Admin session expired");
  });
});
