import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { PaymentView } from "../../../domain/payments.ts";
import { defaultSettings } from "../../../domain/settings-defaults.ts";
import { MyPayments } from "./my-payments.tsx";

const payment = (over: Partial<PaymentView>): PaymentView => ({
  id: 1,
  uid: "u1",
  userEmail: "a@b.co",
  planId: 2,
  plan: "Creator Pro",
  planDuration: "7 Days",
  planDays: 7,
  voiceLimit: 20,
  amount: 200,
  billingCycle: "monthly",
  originalAmount: null,
  savings: 0,
  tid: "TXN-111111",
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

function renderPanel() {
  let read = false;
  const notice = {
    id: 9,
    kind: "payment.rejected",
    message: "Your payment for 7 Days was rejected. Reason: Amount did not arrive",
    createdAt: "2026-11-21T10:00:00.000Z",
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${String(input)}`;
    if (key === "GET /api/site")
      return Response.json({ ...defaultSettings, auth: { google: false } });
    if (key === "GET /api/payments")
      return Response.json({
        payments: [
          payment({
            id: 2,
            tid: "TXN-222222",
            status: "rejected",
            rejectionReason: "Amount did not arrive",
          }),
          payment({ id: 1 }),
        ],
      });
    if (key === "GET /api/notifications")
      return Response.json({
        notifications: [{ ...notice, readAt: read ? notice.createdAt : null }],
        unread: read ? 0 : 1,
      });
    if (key === "POST /api/notifications/9/read") {
      read = true;
      return Response.json({ notification: { ...notice, readAt: notice.createdAt } });
    }
    if (key === "GET /api/me") return Response.json(null, { status: 401 });
    throw new Error(`unexpected ${key}`);
  });
  vi.stubGlobal("fetch", fetchMock);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <MyPayments />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), fetchMock };
}

describe("MyPayments", () => {
  it("lists each payment with its status, and a rejection with its reason", async () => {
    renderPanel();
    const rejected = (await screen.findByText("TXN-222222")).closest("li");
    expect(rejected).not.toBeNull();
    const row = within(rejected as HTMLElement);
    expect(row.getByText("Rejected")).toBeInTheDocument();
    expect(row.getByText("Reason: Amount did not arrive")).toBeInTheDocument();
    expect(row.getByText("Rs. 200")).toBeInTheDocument();
    const pending = screen.getByText("TXN-111111").closest("li") as HTMLElement;
    expect(within(pending).getByText("Pending verification")).toBeInTheDocument();
  });

  it("highlights an unread notification until it is marked as read", async () => {
    const { user, fetchMock } = renderPanel();
    expect(await screen.findByText("1 unread")).toBeInTheDocument();
    expect(screen.getByText(/Unread:/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Mark as read" }));
    expect(fetchMock).toHaveBeenCalledWith("/api/notifications/9/read", expect.anything());
    await vi.waitFor(() => expect(screen.queryByText("1 unread")).not.toBeInTheDocument());
    expect(screen.queryByRole("button", { name: "Mark as read" })).not.toBeInTheDocument();
    // Still listed, no longer marked unread.
    expect(screen.getByText(/^Your payment for 7 Days was rejected/)).toBeInTheDocument();
    expect(screen.queryByText(/Unread:/)).not.toBeInTheDocument();
  });
});
