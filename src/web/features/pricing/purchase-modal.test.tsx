import { act, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { msg } from "../../../domain/messages.ts";
import { fromApi } from "./card-model.ts";
import { type BuyablePlan, PurchaseModal } from "./purchase-modal.tsx";
import { fakeApi, jsonError, planView, renderWithApp, site } from "./test-kit.tsx";

const toast = vi.hoisted(() =>
  Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn() }),
);
vi.mock("../../components/toaster.tsx", () => ({ toast }));

const plan = fromApi(planView(), new Date()) as BuyablePlan;

function open(answer?: Parameters<typeof fakeApi>[0][string]) {
  const onClose = vi.fn();
  const fetchMock = fakeApi({
    "GET /api/site": { body: site },
    ...(answer ? { "POST /api/payments": answer } : {}),
  });
  const { user } = renderWithApp(<PurchaseModal plan={plan} onClose={onClose} />);
  return {
    user,
    onClose,
    fetchMock,
    tid: () => screen.getByLabelText("Transaction ID"),
    submit: () => screen.getByRole("button", { name: "Submit Payment Request" }),
    cancel: () => screen.getByRole("button", { name: "Cancel" }),
  };
}

const paymentsCalls = (f: ReturnType<typeof fakeApi>) =>
  f.mock.calls.filter(([url]) => String(url).endsWith("/api/payments"));

beforeEach(() => {
  toast.mockClear();
  toast.success.mockClear();
  toast.error.mockClear();
});

describe("PurchaseModal", () => {
  it("shows plan, billing, duration, amount and the primary wallet", async () => {
    open();
    const dialog = screen.getByRole("dialog", { name: "Complete your purchase" });
    expect(dialog).toHaveTextContent("Creator Pro");
    expect(dialog).toHaveTextContent("7 Days");
    expect(dialog).toHaveTextContent("Rs. 200");
    expect(await screen.findByText("03009998877")).toBeInTheDocument();
    expect(dialog).toHaveTextContent("Test Owner");
    expect(dialog).toHaveAccessibleDescription("Payments are verified within 3 hours.");
  });

  it("keeps Submit disabled while the ID is empty and focuses the ID field", async () => {
    const { user, tid, submit } = open();
    expect(tid()).toHaveFocus();
    expect(submit()).toBeDisabled();
    await user.type(tid(), "A");
    expect(submit()).toBeEnabled();
    await user.clear(tid());
    expect(submit()).toBeDisabled();
  });

  it("answers a blank ID of spaces with the catalogue's message and sends nothing", async () => {
    const { user, tid, submit, fetchMock } = open();
    await user.type(tid(), "   ");
    expect(submit()).toBeEnabled();
    await user.click(submit());
    expect(toast.error).toHaveBeenCalledWith(msg.purchase.enterTid);
    expect(screen.getByText(msg.purchase.enterTid)).toBeInTheDocument();
    expect(tid()).toHaveAttribute("aria-invalid", "true");
    expect(paymentsCalls(fetchMock)).toHaveLength(0);
  });

  it("refuses an ID in the wrong format before asking the server", async () => {
    const { user, tid, fetchMock } = open();
    await user.type(tid(), "ab$1{Enter}");
    expect(toast.error).toHaveBeenCalledWith(msg.purchase.tidFormat);
    expect(paymentsCalls(fetchMock)).toHaveLength(0);
  });

  it("sends the plan, the cycle and the trimmed ID; disables both buttons while sending", async () => {
    let release: (r: Response) => void = () => {};
    const pending = new Promise<Response>((resolve) => {
      release = resolve;
    });
    const { user, tid, submit, cancel, onClose, fetchMock } = open(() => pending);
    await user.type(tid(), "  TXN-123456  ");
    await user.click(submit());
    await waitFor(() => expect(submit()).toBeDisabled());
    expect(cancel()).toBeDisabled();
    const [, init] = paymentsCalls(fetchMock)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      planId: 2,
      billingCycle: "monthly",
      tid: "TXN-123456",
    });
    release(new Response(JSON.stringify({ payment: {} }), { status: 201 }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith(msg.purchase.submitted);
  });

  it("shows the server's message for a used ID and stays open", async () => {
    const used = open(jsonError(409, "TID_USED", msg.purchase.tidUsed));
    await used.user.type(used.tid(), "TXN-123456");
    await used.user.click(used.submit());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(msg.purchase.tidUsed));
    expect(used.onClose).not.toHaveBeenCalled();
    expect(used.submit()).toBeEnabled();
  });

  it("falls back to the catalogue's failure message on a 500", async () => {
    const broken = open(jsonError(500, "INTERNAL", "boom"));
    await broken.user.type(broken.tid(), "TXN-123456");
    await broken.user.click(broken.submit());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(msg.purchase.submitFailed));
  });

  it("copies the account number and says Copied for 2 s", async () => {
    const { user } = open();
    // After open(): userEvent.setup() installs its own clipboard, replaced here by a spy.
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await screen.findByText("03009998877");
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(screen.getByRole("button", { name: "Copy account number" }));
      expect(writeText).toHaveBeenCalledWith("03009998877");
      expect(toast.success).toHaveBeenCalledWith(msg.purchase.copied);
      expect(screen.getByRole("button", { name: "Copied" })).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(2100));
      expect(screen.getByRole("button", { name: "Copy account number" })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
