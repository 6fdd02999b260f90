import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminOverview } from "../../../domain/admin.ts";
import { msg } from "../../../domain/messages.ts";
import { OverviewTab } from "./overview-tab.tsx";

const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("../../components/toaster.tsx", () => ({ toast }));

const overview: AdminOverview = {
  users: { total: 1234, active: 1200, pro: 56 },
  payments: { pending: 3, approved: 40, approvedAmount: 12500 },
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
    {
      id: "u1",
      email: "ayesha@example.com",
      displayName: "Ayesha",
      plan: "Free",
      accountStatus: "free",
      voicesGenerated: 3,
      status: "active",
      createdAt: "2026-11-19T21:00:00.000Z",
      apiKeys: 0,
      apiLastUsedAt: null,
    },
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

let calls: string[] = [];

function renderTab(answer: () => Response | Promise<Response>) {
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? "GET";
      calls.push(`${method} ${url}`);
      if (url === "/api/admin/overview" && method === "GET") return answer();
      throw new Error(`unexpected ${method} ${url}`);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  render(
    <QueryClientProvider client={client}>
      <OverviewTab />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** The card whose heading is `title`: heading, figure and detail line. */
const card = (title: string) =>
  screen.getByRole("heading", { name: title }).parentElement?.parentElement as HTMLElement;

/** The "Recent ..." section whose heading is `title`. */
const recent = (title: string) =>
  screen.getByRole("heading", { name: title }).closest("section") as HTMLElement;

const failure = () =>
  Response.json({ error: { code: "INTERNAL", message: "boom" } }, { status: 500 });

beforeEach(() => {
  toast.success.mockClear();
  toast.error.mockClear();
});

describe("OverviewTab", () => {
  it("shows a loading state until the figures arrive", async () => {
    let release: (r: Response) => void = () => {};
    renderTab(() => new Promise<Response>((resolve) => (release = resolve)));
    expect(screen.getByRole("status")).toHaveTextContent("Loading overview");
    expect(screen.queryByRole("heading", { name: "Total users" })).toBeNull();
    release(Response.json(overview));
    expect(await screen.findByRole("heading", { name: "Total users" })).toBeVisible();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("shows the four cards with the API's figures, money in Rs.", async () => {
    renderTab(() => Response.json(overview));
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

  it("lists recent payments and users on the operator's calendar", async () => {
    renderTab(() => Response.json(overview));
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
    renderTab(() => Response.json(overview));
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
    renderTab(() => Response.json({ ...overview, recentPayments: [], recentUsers: [] }));
    expect(await screen.findByText("No payments yet.")).toBeVisible();
    expect(screen.getByText("No users yet.")).toBeVisible();
  });

  it("says the load failed, once, and Retry loads the figures", async () => {
    let fail = true;
    const u = renderTab(() => (fail ? failure() : Response.json(overview)));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(msg.admin.loadFailed);
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith(msg.admin.loadFailed);
    // retry: 1 — the first failure is tried once more before the error shows.
    expect(calls).toEqual(["GET /api/admin/overview", "GET /api/admin/overview"]);
    fail = false;
    await u.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("1,234")).toBeVisible();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(toast.error).toHaveBeenCalledTimes(1);
  });

  it("toasts the server's own message when it refuses the request", async () => {
    renderTab(() =>
      Response.json(
        { error: { code: "FORBIDDEN", message: "Admin session expired" } },
        { status: 403 },
      ),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(msg.admin.loadFailed);
    expect(toast.error).toHaveBeenCalledWith("Admin session expired");
  });
});
