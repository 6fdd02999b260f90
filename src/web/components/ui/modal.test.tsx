// In jsdom, which lacks showModal(), with the stand-in of tests/setup/web.ts: what the modal itself
// does. The browser's part (focus kept inside, the page inert, the backdrop) is checked in Chromium
// by tests/e2e/payments.spec.ts.
import { render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { useRef, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Modal } from "./modal.tsx";

function Harness({ backdrop = true, withInitial = false, busy = false }) {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  const tid = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Buy plan
      </button>
      <Modal
        open={open}
        onClose={() => !busy && setOpen(false)}
        title="Complete your payment"
        description="Send the amount, then enter the transaction ID."
        closeOnBackdrop={backdrop}
        {...(withInitial ? { initialFocus: tid } : {})}
        footer={
          <>
            <button type="button" onClick={() => setInner(true)}>
              Submit
            </button>
            <button type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
          </>
        }
      >
        <label>
          Account holder <input />
        </label>
        <label>
          Transaction ID <input ref={tid} />
        </label>
        <Modal open={inner} onClose={() => setInner(false)} title="Are you sure?">
          <button type="button" onClick={() => setInner(false)}>
            Yes
          </button>
        </Modal>
      </Modal>
    </>
  );
}

async function openIt(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const opener = screen.getByRole("button", { name: "Buy plan" });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole("dialog", { name: "Complete your payment" }) };
}

describe("Modal", () => {
  it("is a native dialog opened as a modal, named by its title and described by its description", async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, "showModal");
    const { dialog } = await openIt();
    expect(dialog.tagName).toBe("DIALOG");
    expect(showModal).toHaveBeenCalledOnce();
    expect(dialog).toHaveAttribute("open");
    expect(dialog).toHaveAccessibleDescription("Send the amount, then enter the transaction ID.");
    showModal.mockRestore();
  });

  it("moves focus to the first field, or to the one asked for", async () => {
    await openIt();
    expect(screen.getByLabelText("Account holder")).toHaveFocus();
  });

  it("focuses the element given as initialFocus", async () => {
    await openIt({ withInitial: true });
    expect(screen.getByLabelText("Transaction ID")).toHaveFocus();
  });

  it("closes on Escape and gives focus back to the opener", async () => {
    const { user, opener } = await openIt();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("closes from the close button and from the backdrop, unless told not to", async () => {
    const { user, opener } = await openIt();
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByLabelText("Account holder"));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    // The dialog fills the screen around its panel: a click on it is a click on the backdrop.
    await user.click(screen.getByRole("dialog"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("stays open on a backdrop click when closeOnBackdrop is false", async () => {
    const { user, dialog } = await openIt({ backdrop: false });
    await user.click(dialog);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("stays open while its owner refuses to close, even when the browser closes it", async () => {
    const { user, dialog } = await openIt({ busy: true });
    await user.keyboard("{Escape}");
    expect(dialog).toHaveAttribute("open");
    // After a few refused cancels the browser closes the dialog without asking.
    (dialog as HTMLDialogElement).close();
    await waitFor(() => expect(dialog).toHaveAttribute("open"));
  });

  it("with a modal opened from a modal, Escape closes only the top one", async () => {
    const { user } = await openIt();
    const submit = screen.getByRole("button", { name: "Submit" });
    await user.click(submit);
    expect(screen.getByRole("dialog", { name: "Are you sure?" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Yes" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "Are you sure?" })).not.toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Complete your payment" })).toBeInTheDocument();
    expect(submit).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
