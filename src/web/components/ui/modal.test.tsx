import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { useRef, useState } from "react";
import { describe, expect, it } from "vitest";
import { Modal } from "./modal.tsx";

function Harness({ backdrop = true, withInitial = false }) {
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
        onClose={() => setOpen(false)}
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
  it("is a modal dialog named by its title and described by its description", async () => {
    const { dialog } = await openIt();
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toHaveAccessibleDescription("Send the amount, then enter the transaction ID.");
    expect(document.body.style.overflow).toBe("hidden");
  });

  it("moves focus to the first field, or to the one asked for", async () => {
    await openIt();
    expect(screen.getByLabelText("Account holder")).toHaveFocus();
  });

  it("focuses the element given as initialFocus", async () => {
    await openIt({ withInitial: true });
    expect(screen.getByLabelText("Transaction ID")).toHaveFocus();
  });

  it("keeps Tab and Shift+Tab inside the dialog", async () => {
    const { user, dialog } = await openIt();
    // DOM order: title row (Close), body (fields), footer; focus starts on the first field.
    await user.tab();
    expect(screen.getByLabelText("Transaction ID")).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Submit" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
    for (let i = 0; i < 10; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it("closes on Escape and gives focus back to the opener", async () => {
    const { user, opener } = await openIt();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe("");
  });

  it("closes from the close button and from the backdrop, unless told not to", async () => {
    const { user, opener } = await openIt();
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    const backdrop = document.querySelector("[data-modal-backdrop]") as HTMLElement;
    await user.click(screen.getByLabelText("Account holder"));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await user.click(backdrop);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("stays open on a backdrop click when closeOnBackdrop is false", async () => {
    const { user } = await openIt({ backdrop: false });
    await user.click(document.querySelector("[data-modal-backdrop]") as HTMLElement);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("with a modal opened from a modal, Escape closes only the top one", async () => {
    const { user } = await openIt();
    const submit = screen.getByRole("button", { name: "Submit" });
    await user.click(submit);
    const inner = screen.getByRole("dialog", { name: "Are you sure?" });
    expect(screen.getByRole("button", { name: "Yes" })).toHaveFocus();
    await user.tab();
    expect(inner).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "Are you sure?" })).not.toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Complete your payment" })).toBeInTheDocument();
    expect(submit).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe("");
  });
});
