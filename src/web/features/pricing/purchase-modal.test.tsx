import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { type Answer, answer, failure, requests } from "../../../../tests/helpers/api-mock.ts";
import { spyOnToasts } from "../../../../tests/helpers/toasts.ts";
import { makePayment, makePlan, makeProfile } from "../../../../tests/helpers/web-fixtures.ts";
import type { PaymentView } from "../../../domain/payments.ts";
import { messageText } from "../../lib/message-text.ts";
import { fromApi } from "./card-model.ts";
import { type BuyablePlan, PurchaseModal } from "./purchase-modal.tsx";
import { renderWithApp, site } from "./test-kit.tsx";

const toast = spyOnToasts();

const plan = fromApi(makePlan(), new Date()) as BuyablePlan;

/** Opens the modal; with `ready`, waits until the settings have arrived and the form shows. */
async function open(
  submitted?: Answer<"POST /api/payments">,
  { profile = makeProfile(), siteAnswer = site as Answer<"GET /api/site">, ready = true } = {},
) {
  const onClose = vi.fn();
  answer("GET /api/site", siteAnswer);
  if (submitted) answer("POST /api/payments", submitted, 201);
  const { user } = renderWithApp(<PurchaseModal plan={plan} profile={profile} onClose={onClose} />);
  if (ready) await screen.findByLabelText("Transaction ID");
  return {
    user,
    onClose,
    tid: () => screen.getByLabelText("Transaction ID"),
    submit: () => screen.getByRole("button", { name: "Submit Payment Request" }),
    cancel: () => screen.getByRole("button", { name: "Cancel" }),
  };
}

const paymentsCalls = () => requests.filter(({ url }) => url.endsWith("/api/payments"));
// The wallets' numbers show in the instructions, and again in the choice of the one paid into.
const instructions = async () =>
  within(await screen.findByRole("region", { name: "Payment instructions" }));
const paidTo = () => screen.getByRole("group", { name: "Which account did you send it to?" });

describe("PurchaseModal", () => {
  it("shows plan, billing, duration, amount and the primary wallet", async () => {
    await open();
    const dialog = screen.getByRole("dialog", { name: "Complete your purchase" });
    expect(dialog).toHaveTextContent("Creator Pro");
    expect(dialog).toHaveTextContent("7 Days");
    expect(dialog).toHaveTextContent("Rs. 200");
    expect(await (await instructions()).findByText("03009998877")).toBeInTheDocument();
    expect(dialog).toHaveTextContent("Test Owner");
    expect(dialog).toHaveAccessibleDescription("Payments are verified within 3 hours.");
  });

  it("keeps Submit disabled while the ID is empty and focuses the ID field", async () => {
    const { user, tid, submit } = await open();
    await (await instructions()).findByText("03009998877");
    expect(tid()).toHaveFocus();
    // A transaction ID is no word: no spelling marks, no suggestions on a phone's keyboard.
    expect(tid()).toHaveAttribute("spellcheck", "false");
    expect(tid()).toHaveAttribute("autocomplete", "off");
    expect(submit()).toBeDisabled();
    await user.type(tid(), "A");
    expect(submit()).toBeEnabled();
    await user.clear(tid());
    expect(submit()).toBeDisabled();
  });

  it("answers a blank ID of spaces with the catalogue's message and sends nothing", async () => {
    const { user, tid, submit } = await open();
    await user.type(tid(), "   ");
    expect(submit()).toBeEnabled();
    await user.click(submit());
    expect(toast.error).toHaveBeenCalledWith(messageText("purchaseEnterTid"));
    expect(screen.getByText(messageText("purchaseEnterTid"))).toBeInTheDocument();
    expect(tid()).toHaveAttribute("aria-invalid", "true");
    expect(paymentsCalls()).toHaveLength(0);
  });

  it("keeps the field's message until the ID is edited, then lets it go", async () => {
    const { user, tid } = await open();
    await user.type(tid(), "ab$1{Enter}");
    expect(tid()).toHaveFocus();
    expect(tid()).toHaveAccessibleDescription(
      expect.stringContaining(messageText("purchaseTidFormat")),
    );
    await user.type(tid(), "2");
    expect(screen.queryByText(messageText("purchaseTidFormat"))).not.toBeInTheDocument();
    expect(tid()).toHaveAttribute("aria-invalid", "false");
  });

  it("refuses an ID in the wrong format before asking the server", async () => {
    const { user, tid } = await open();
    await user.type(tid(), "ab$1{Enter}");
    expect(toast.error).toHaveBeenCalledWith(messageText("purchaseTidFormat"));
    expect(paymentsCalls()).toHaveLength(0);
  });

  it("sends the plan, the trimmed ID and the primary wallet; disables both buttons while sending", async () => {
    let release: (answer: { payment: PaymentView }) => void = () => {};
    const pending = new Promise<{ payment: PaymentView }>((resolve) => {
      release = resolve;
    });
    const { user, tid, submit, cancel, onClose } = await open(() => pending);
    await user.type(tid(), "  TXN-123456  ");
    await user.click(submit());
    await waitFor(() => expect(submit()).toBeDisabled());
    expect(cancel()).toBeDisabled();
    expect(paymentsCalls()[0]?.body).toEqual({
      planId: 2,
      tid: "TXN-123456",
      wallet: { type: "JazzCash", number: "03009998877" },
    });
    release({ payment: makePayment() });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith(messageText("purchaseSubmitted"));
  });

  it("shows the server's message for a used ID and stays open", async () => {
    const used = await open(failure(409, "TID_USED", messageText("purchaseTidUsed")));
    await used.user.type(used.tid(), "TXN-123456");
    await used.user.click(used.submit());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(messageText("purchaseTidUsed")));
    expect(used.onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(used.submit()).toBeEnabled());
  });

  it("falls back to the catalogue's failure message on a 500", async () => {
    const broken = await open(failure(500, "INTERNAL", "boom"));
    await broken.user.type(broken.tid(), "TXN-123456");
    await broken.user.click(broken.submit());
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(messageText("purchaseSubmitFailed")),
    );
  });

  it("copies the account number and says Copied for 2 s", async () => {
    const { user } = await open();
    // After open(): userEvent.setup() installs its own clipboard, replaced here by a spy.
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await (await instructions()).findByText("03009998877");
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(screen.getByRole("button", { name: "Copy JazzCash account number" }));
      expect(writeText).toHaveBeenCalledWith("03009998877");
      expect(toast.success).toHaveBeenCalledWith(messageText("purchaseCopied"));
      expect(screen.getByRole("button", { name: "Copied" })).toBeInTheDocument();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2100);
      });
      expect(
        screen.getByRole("button", { name: "Copy JazzCash account number" }),
      ).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
      Reflect.deleteProperty(navigator, "clipboard");
    }
  });
});

describe("PurchaseModal: who may pay, and into which wallets", () => {
  it("shows every wallet the operator filled in, the primary first", async () => {
    await open();
    const numbers = (await instructions()).getAllByText(/^03\d{9}$/).map((n) => n.textContent);
    expect(numbers).toEqual(["03009998877", "03451112233"]);
    expect(screen.getByText("(Also accepted)")).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Copy EasyPaisa account number" }),
    ).toBeInTheDocument();
  });

  it("asks which wallet was paid into, as a labelled radio group with the primary chosen", async () => {
    await open();
    const group = paidTo();
    expect(within(group).getAllByRole("radio")).toHaveLength(2);
    expect(within(group).getByRole("radio", { name: "JazzCash 03009998877" })).toBeChecked();
    expect(within(group).getByRole("radio", { name: "EasyPaisa 03451112233" })).not.toBeChecked();
  });

  it("sends the wallet chosen with the keyboard", async () => {
    const { user, tid } = await open(() => ({ payment: makePayment() }));
    const primary = within(paidTo()).getByRole("radio", { name: "JazzCash 03009998877" });
    primary.focus();
    await user.keyboard("{ArrowDown}");
    const other = within(paidTo()).getByRole("radio", { name: "EasyPaisa 03451112233" });
    expect(other).toBeChecked();
    expect(other).toHaveFocus();
    await user.type(tid(), "TXN-123456{Enter}");
    await waitFor(() => expect(paymentsCalls()).toHaveLength(1));
    expect(paymentsCalls()[0]?.body).toMatchObject({
      wallet: { type: "EasyPaisa", number: "03451112233" },
    });
  });

  it("with one wallet asks nothing and sends that one", async () => {
    const only = { type: "EasyPaisa", holder: "Solo", number: "03451112233", primary: true };
    const { user, tid } = await open(() => ({ payment: makePayment() }), {
      siteAnswer: { ...site, wallets: [only] },
    });
    expect(screen.queryByRole("group", { name: "Which account did you send it to?" })).toBeNull();
    await user.type(tid(), "TXN-123456{Enter}");
    await waitFor(() => expect(paymentsCalls()).toHaveLength(1));
    expect(paymentsCalls()[0]?.body).toMatchObject({
      wallet: { type: "EasyPaisa", number: "03451112233" },
    });
  });

  it("says payments are not open and offers no form when no wallet is saved", async () => {
    await open(undefined, { siteAnswer: { ...site, wallets: [] }, ready: false });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(messageText("purchaseNotOpen"));
    expect(screen.getByRole("link", { name: "Contact support" })).toHaveAttribute(
      "href",
      "/contact",
    );
    expect(screen.queryByLabelText("Transaction ID")).not.toBeInTheDocument();
  });

  it("shows no wallet at all until the settings have arrived", async () => {
    await open(undefined, { siteAnswer: () => new Promise<never>(() => {}), ready: false });
    expect(await screen.findByText("Loading payment details")).toBeInTheDocument();
    expect(screen.queryByText(/^03\d{9}$/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Transaction ID")).not.toBeInTheDocument();
  });

  it("tells a deactivated account why it cannot pay, with a link to support", async () => {
    await open(undefined, {
      profile: makeProfile({ status: "inactive", isActive: false }),
      ready: false,
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      messageText("generationDeactivated"),
    );
    expect(screen.getByRole("link", { name: "Contact support" })).toHaveAttribute(
      "href",
      "/contact",
    );
    expect(screen.queryByLabelText("Transaction ID")).not.toBeInTheDocument();
  });

  it("switches to the deactivated notice when the server refuses with 403", async () => {
    const m = await open(failure(403, "ACCOUNT_INACTIVE", messageText("generationDeactivated")));
    await m.user.type(m.tid(), "TXN-123456{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      messageText("generationDeactivated"),
    );
    expect(screen.queryByLabelText("Transaction ID")).not.toBeInTheDocument();
  });
});

describe("PurchaseModal: what the purchase will do", () => {
  it("on an active plan: adds the days and generations to the plan's end", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-26T10:00:00Z"), shouldAdvanceTime: true });
    try {
      await open(undefined, {
        profile: makeProfile({
          accountStatus: "pro",
          plan: "Business",
          planExpiry: "2026-12-03T10:00:00.000Z",
          upgradedAt: "2026-11-18T10:00:00.000Z",
          voicesGenerated: 14,
          limit: 29,
          remaining: 15,
        }),
      });
      expect(
        screen.getByText(
          "Adds 7 days and 20 generations to your plan ending 3 Dec 2026. Once verified, it runs until 10 Dec 2026 with 35 generations left.",
        ),
      ).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("with no active plan: the plan starts on approval", async () => {
    await open();
    expect(
      screen.getByText("Once verified, your plan runs for 7 days with 20 generations."),
    ).toBeInTheDocument();
  });
});
