import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answer, failure } from "../../../../tests/helpers/api-mock.ts";
import { renderWeb } from "../../../../tests/helpers/render-web.tsx";
import { makeSite } from "../../../../tests/helpers/web-fixtures.ts";
import type { AdminOverview } from "../../../domain/admin.ts";
import en from "../../../domain/i18n/en/admin.ts";
import enMessages from "../../../domain/i18n/en/messages.ts";
import { uiText } from "../../components/ui/texts.ts";
import { activateLocale } from "../../lib/locale.ts";
import { messageText } from "../../lib/message-text.ts";
import { AdminDashboardPage } from "./admin-dashboard-page.tsx";

const overview: AdminOverview = {
  users: { total: 1234, active: 1200, pro: 56, estimated: false },
  payments: { pending: 3, pendingEstimated: false, approved: 40, approvedAmount: 12500 },
  revenue: { month: 4500, total: 98000 },
  plans: { active: 4, total: 5 },
  recentPayments: [],
  recentUsers: [],
  daily: [],
  timezone: "Asia/Karachi",
  month: { start: "2026-10-31T19:00:00.000Z", end: "2026-11-30T19:00:00.000Z" },
};

describe("AdminDashboardPage", () => {
  it("stays English and left to right while the interface speaks Urdu", async () => {
    await activateLocale("ur");
    answer("GET /api/site", makeSite());
    answer("GET /api/admin/overview", overview);
    answer("GET /api/admin/messages/unread", { unread: 0 });
    renderWeb(<AdminDashboardPage />, { path: "/admin-dashboard" });

    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    const heading = screen.getByRole("heading", { level: 1, name: en.dashboardHeading });
    const area = heading.closest("[dir]");
    expect(area).toHaveAttribute("dir", "ltr");
    expect(area).toHaveAttribute("lang", "en");
    expect(screen.getByRole("tab", { name: en.tabPlans })).toBeVisible();
    expect(screen.getByRole("button", { name: en.dashboardSignOut })).toBeVisible();

    // The tab's figures, written the en-US way: a thousands comma and "Rs." before the amount.
    expect(await screen.findByRole("heading", { name: en.overviewUsers })).toBeVisible();
    expect(screen.getByText("1,234")).toBeVisible();
    expect(screen.getByText("Rs. 4,500")).toBeVisible();
    expect(screen.getByText("1,200 active · 56 pro")).toBeVisible();
  });

  it("says a failure in English too, and the rest of the site speaks Urdu again once it is left", async () => {
    await activateLocale("ur");
    answer("GET /api/site", makeSite());
    answer("GET /api/admin/overview", failure(500));
    answer("GET /api/admin/messages/unread", { unread: 0 });
    const { unmount } = renderWeb(<AdminDashboardPage />, { path: "/admin-dashboard" });
    expect(await screen.findByText(enMessages.adminLoadFailed)).toBeVisible();
    // A toast raised by an admin action reads the same lookups at that moment.
    expect(messageText("adminLoadFailed")).toBe(enMessages.adminLoadFailed);
    unmount();
    expect(messageText("adminLoadFailed")).not.toBe(enMessages.adminLoadFailed);
    expect(uiText("networkError")).not.toMatch(/[a-z]{3}/);
  });

  it("counts the unread contact messages on the Messages tab", async () => {
    answer("GET /api/site", makeSite());
    answer("GET /api/admin/overview", overview);
    answer("GET /api/admin/messages/unread", { unread: 3 });
    renderWeb(<AdminDashboardPage />, { path: "/admin-dashboard" });
    expect(
      await screen.findByRole("tab", { name: /^Messages\s*3 unread messages$/ }),
    ).toBeVisible();
  });
});
