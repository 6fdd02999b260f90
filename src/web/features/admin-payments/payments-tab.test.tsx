import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { msg } from "../../../domain/messages.ts";
import type { PaymentView } from "../../../domain/payments.ts";
import { defaultSettings } from "../../../domain/settings-defaults.ts";
import { PaymentsTab } from "./payments-tab.tsx";

const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("../../components/toaster.tsx", () => ({ toast }));

const payment = (over: Partial<PaymentView>): PaymentView => ({
  id: 1,
  uid: "u1",
  userEmail: "buyer@example.com",
  planId: 2,
  plan: "Creator Pro",
  planDuration: "7 Days",
  planDays: 7,
  voiceLimit: 20,
  amount: 180,
  billingCycle: "monthly",
  originalAmount: 200,
  savings: 20,
  tid: "TXN-PENDING",
  accountType: "JazzCash",
  accountHolder: "Owner",
  accountNumber: "03001234567",
  status: "pending",
  rejectionReason: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  timestamp: 0,
  processedAt: null,
  processedBy: null,
  ...over,
});

let calls: { method: string; url: string; body: unknown }[] = [];

function renderTab(list: () => Response) {
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? "GET";
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === "/api/site")
        return Response.json({ ...defaultSettings, auth: { google: false } });
      if (url.startsWith("/api/admin/payments?")) return list();
      if (url === "/api/admin/payments/1/reject") return Response.json({ payment: {} });
      if (url === "/api/admin/payments/1/approve") return Response.json({ payment: {} });
      throw new Error(`unexpected ${method} ${url}`);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  render(
    <QueryClientProvider client={client}>
      <PaymentsTab />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const page = (items: PaymentView[]) => () =>
  Response.json({ items, total: items.length, page: 1, pageSize: 20 });

beforeEach(() => {
  toast.success.mockClear();
  toast.error.mockClear();
});

describe("PaymentsTab", () => {
  it("shows amounts with the original struck through, and actions only on pending rows", async () => {
    renderTab(
      page([payment({}), payment({ id: 2, tid: "TXN-DONE", status: "approved", savings: 0 })]),
    );
    const pending = (await screen.findByRole("button", { name: "Approve TXN-PENDING" })).closest(
      "tr",
    ) as HTMLElement;
    expect(within(pending).getByText("Rs. 200").closest("s")).not.toBeNull();
    expect(within(pending).getByText("Saves Rs. 20")).toBeInTheDocument();
    expect(within(pending).getByRole("button", { name: "Approve TXN-PENDING" })).toBeEnabled();
    const done = screen.getByText("TXN-DONE").closest("tr") as HTMLElement;
    expect(within(done).queryByRole("button")).not.toBeInTheDocument();
  });

  it("searches on the server once typing pauses, with the status filter", async () => {
    const user = renderTab(page([payment({})]));
    await screen.findByRole("button", { name: "Approve TXN-PENDING" });
    await user.selectOptions(screen.getByLabelText("Status"), "pending");
    await user.type(screen.getByLabelText("Search payments"), "buyer@");
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe("/api/admin/payments?q=buyer%40&status=pending&page=1"),
    );
    // One request for the settled text, not one per key.
    const searches = calls.filter((c) => /[?&]q=[^&]/.test(c.url));
    expect(searches.map((c) => c.url)).toEqual([
      "/api/admin/payments?q=buyer%40&status=pending&page=1",
    ]);
  });

  it("approves only once confirmed", async () => {
    const user = renderTab(page([payment({})]));
    await user.click(await screen.findByRole("button", { name: "Approve TXN-PENDING" }));
    const dialog = screen.getByRole("dialog", { name: "Approve payment?" });
    expect(within(dialog).getByText(/TXN-PENDING/)).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(calls.some((c) => c.url.endsWith("/approve"))).toBe(false);
    await user.click(screen.getByRole("button", { name: "Approve TXN-PENDING" }));
    await user.click(screen.getByRole("button", { name: "Approve payment" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(msg.admin.approved));
    expect(calls.filter((c) => c.url.endsWith("/approve"))).toHaveLength(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("rejects with the optional reason", async () => {
    const user = renderTab(page([payment({})]));
    await user.click(await screen.findByRole("button", { name: "Reject TXN-PENDING" }));
    const dialog = screen.getByRole("dialog", { name: "Reject payment" });
    await user.type(within(dialog).getByLabelText("Reason (optional)"), "  Not received ");
    await user.click(within(dialog).getByRole("button", { name: "Reject payment" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(msg.admin.rejected));
    expect(calls.find((c) => c.url.endsWith("/reject"))?.body).toEqual({ reason: "Not received" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("says the load failed and offers Retry", async () => {
    let fail = true;
    const user = renderTab(() =>
      fail
        ? Response.json({ error: { code: "INTERNAL", message: "x" } }, { status: 500 })
        : page([payment({})])(),
    );
    expect(await screen.findByRole("button", { name: "Retry" })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(msg.admin.paymentsLoadFailed);
    fail = false;
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("button", { name: "Approve TXN-PENDING" })).toBeVisible();
  });
});
