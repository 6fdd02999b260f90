// The payments panel and the bell in Urdu: catalogue texts, the price and the day in Urdu's format
// (docs/i18n.md).
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answer, failure } from "../../../../tests/helpers/api-mock.ts";
import { renderWeb } from "../../../../tests/helpers/render-web.tsx";
import { makePayment, makeSite } from "../../../../tests/helpers/web-fixtures.ts";
import { formatDay, formatNumber, formatRs } from "../../../domain/i18n/format.ts";
import ur from "../../../domain/i18n/ur/payments.ts";
import { activateLocale } from "../../lib/locale.ts";
import { MyPayments } from "./my-payments.tsx";
import { NotificationBell } from "./notification-bell.tsx";

const site = makeSite();

describe("payments in Urdu", () => {
  it("lists a payment with its status, price and day in Urdu", async () => {
    await activateLocale("ur");
    answer("GET /api/site", site);
    answer("GET /api/me", failure(401, "UNAUTHORIZED", "Please sign in to continue."));
    answer("GET /api/payments", { payments: [makePayment({ amount: 1500 })] });
    answer("GET /api/notifications", { notifications: [], unread: 0 });
    renderWeb(<MyPayments />);
    expect(await screen.findByRole("heading", { name: ur.paymentsTitle })).toBeInTheDocument();
    const row = within((await screen.findByText("TXN-111111")).closest("li") as HTMLElement);
    expect(row.getByText(ur.pendingVerification)).toBeInTheDocument();
    expect(row.getByText(formatRs(1500, "ur"))).toBeInTheDocument();
    const day = formatDay(new Date(makePayment().createdAt), site.timezone, "ur");
    expect(day).not.toBe(formatDay(new Date(makePayment().createdAt), site.timezone, "en"));
    expect(row.getByText(day)).toBeInTheDocument();
  });

  it("says a plan's length made from its day count in Urdu, and the operator's own as written", async () => {
    await activateLocale("ur");
    answer("GET /api/site", site);
    answer("GET /api/payments", {
      payments: [
        makePayment({ id: 1, plan: "Quick Start", planDuration: "1 Day", planDays: 1 }),
        makePayment({ id: 2, plan: "Forever", planDuration: "Lifetime", planDays: 3650 }),
      ],
    });
    answer("GET /api/notifications", { notifications: [], unread: 0 });
    renderWeb(<MyPayments />);
    expect(await screen.findByText(`· ${formatNumber(1, "ur")} دن`)).toBeInTheDocument();
    expect(screen.getByText("· Lifetime")).toBeInTheDocument();
  });

  it("names the bell's unread count in Urdu", async () => {
    await activateLocale("ur");
    answer("GET /api/notifications", { notifications: [], unread: 3 });
    renderWeb(<NotificationBell />);
    const name = ur.bellUnread.replace("{count}", "3");
    expect(await screen.findByRole("link", { name })).toBeInTheDocument();
  });
});
