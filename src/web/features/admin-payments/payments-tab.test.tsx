import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type Answer, answer, failure, requests } from "../../../../tests/helpers/api-mock.ts";
import { renderWeb } from "../../../../tests/helpers/render-web.tsx";
import { spyOnToasts } from "../../../../tests/helpers/toasts.ts";
import { firstPage, makePayment, makeSite } from "../../../../tests/helpers/web-fixtures.ts";
import type { PaymentView } from "../../../domain/payments.ts";
import { messageText } from "../../lib/message-text.ts";
import { PaymentsTab } from "./payments-tab.tsx";

const toast = spyOnToasts();

const payment = (over: Partial<PaymentView>) =>
  makePayment({
    userEmail: "buyer@example.com",
    amount: 180,
    originalAmount: 200,
    savings: 20,
    tid: "TXN-PENDING",
    ...over,
  });

function renderTab(list: Answer<"GET /api/admin/payments">) {
  answer("GET /api/site", makeSite());
  answer("GET /api/admin/payments", list);
  answer("POST /api/admin/payments/1/reject", { payment: payment({ status: "rejected" }) });
  answer("POST /api/admin/payments/1/approve", { payment: payment({ status: "approved" }) });
  return renderWeb(<PaymentsTab />).user;
}

describe("PaymentsTab", () => {
  it("shows amounts with the original struck through, and actions only on pending rows", async () => {
    renderTab(
      firstPage([payment({}), payment({ id: 2, tid: "TXN-DONE", status: "approved", savings: 0 })]),
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

  it("names the wallet paid to by its type and number, two wallets of one type apart", async () => {
    renderTab(
      firstPage([
        payment({ accountNumber: "03001234567" }),
        payment({ id: 2, tid: "TXN-OTHER", accountNumber: "03337654321" }),
      ]),
    );
    const first = (await screen.findByText("TXN-PENDING")).closest("tr") as HTMLElement;
    const second = screen.getByText("TXN-OTHER").closest("tr") as HTMLElement;
    expect(within(first).getByText("03001234567")).toHaveAttribute("dir", "ltr");
    expect(within(first).getByText("JazzCash")).toBeInTheDocument();
    expect(within(second).getByText("03337654321")).toBeInTheDocument();
    expect(within(second).queryByText("03001234567")).not.toBeInTheDocument();
  });

  it("searches on the server once typing pauses, with the status filter", async () => {
    const user = renderTab(firstPage([payment({})]));
    await screen.findByRole("button", { name: "Approve TXN-PENDING" });
    await user.selectOptions(screen.getByLabelText("Status"), "pending");
    await user.type(screen.getByLabelText("Search payments"), "buyer@");
    await waitFor(() =>
      expect(requests.at(-1)?.url).toBe("/api/admin/payments?q=buyer%40&status=pending&page=1"),
    );
    // One request for the settled text, not one per key.
    const searches = requests.filter((c) => /[?&]q=[^&]/.test(c.url));
    expect(searches.map((c) => c.url)).toEqual([
      "/api/admin/payments?q=buyer%40&status=pending&page=1",
    ]);
  });

  it("approves only once confirmed", async () => {
    const user = renderTab(firstPage([payment({})]));
    await user.click(await screen.findByRole("button", { name: "Approve TXN-PENDING" }));
    const dialog = screen.getByRole("dialog", { name: "Approve payment?" });
    expect(within(dialog).getByText(/TXN-PENDING/)).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(requests.some((c) => c.url.endsWith("/approve"))).toBe(false);
    await user.click(screen.getByRole("button", { name: "Approve TXN-PENDING" }));
    await user.click(screen.getByRole("button", { name: "Approve payment" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messageText("adminApproved")));
    expect(requests.filter((c) => c.url.endsWith("/approve"))).toHaveLength(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("rejects with the optional reason", async () => {
    const user = renderTab(firstPage([payment({})]));
    await user.click(await screen.findByRole("button", { name: "Reject TXN-PENDING" }));
    const dialog = screen.getByRole("dialog", { name: "Reject payment" });
    await user.type(within(dialog).getByLabelText("Reason (optional)"), "  Not received ");
    await user.click(within(dialog).getByRole("button", { name: "Reject payment" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messageText("adminRejected")));
    expect(requests.find((c) => c.url.endsWith("/reject"))?.body).toEqual({
      reason: "Not received",
    });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("says the load failed and offers Retry", async () => {
    let fail = true;
    const user = renderTab(() => (fail ? failure(500, "INTERNAL", "x") : firstPage([payment({})])));
    expect(await screen.findByRole("button", { name: "Retry" })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(messageText("adminPaymentsLoadFailed"));
    fail = false;
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("button", { name: "Approve TXN-PENDING" })).toBeVisible();
  });
});
