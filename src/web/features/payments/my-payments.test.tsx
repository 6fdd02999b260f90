import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { answer, failure, requests } from "../../../../tests/helpers/api-mock.ts";
import { renderWeb } from "../../../../tests/helpers/render-web.tsx";
import { makePayment, makeSite } from "../../../../tests/helpers/web-fixtures.ts";
import { MyPayments } from "./my-payments.tsx";

function renderPanel() {
  let read = false;
  const notice = {
    id: 9,
    kind: "payment.rejected",
    message: "Your payment for 7 Days was rejected. Reason: Amount did not arrive",
    createdAt: "2026-11-21T10:00:00.000Z",
  };
  answer("GET /api/site", makeSite());
  answer("GET /api/me", failure(401, "UNAUTHORIZED", "Please sign in to continue."));
  answer("GET /api/payments", {
    payments: [
      makePayment({
        id: 2,
        tid: "TXN-222222",
        status: "rejected",
        rejectionReason: "Amount did not arrive",
      }),
      makePayment({ id: 1 }),
    ],
  });
  answer("GET /api/notifications", () => ({
    notifications: [{ ...notice, readAt: read ? notice.createdAt : null }],
    unread: read ? 0 : 1,
  }));
  answer("POST /api/notifications/:id/read", () => {
    read = true;
    return { notification: { ...notice, readAt: notice.createdAt } };
  });
  return renderWeb(<MyPayments />);
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
    const { user } = renderPanel();
    expect(await screen.findByText("1 unread")).toBeInTheDocument();
    expect(screen.getByText(/Unread:/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Mark as read" }));
    expect(requests).toContainEqual(expect.objectContaining({ url: "/api/notifications/9/read" }));
    await vi.waitFor(() => expect(screen.queryByText("1 unread")).not.toBeInTheDocument());
    expect(screen.queryByRole("button", { name: "Mark as read" })).not.toBeInTheDocument();
    // Still listed, no longer marked unread.
    expect(screen.getByText(/^Your payment for 7 Days was rejected/)).toBeInTheDocument();
    expect(screen.queryByText(/Unread:/)).not.toBeInTheDocument();
  });
});
