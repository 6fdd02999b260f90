import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { activateLocale } from "../lib/locale.ts";
import { InLanguage } from "./language-scope.tsx";
import { Modal } from "./ui/modal.tsx";

describe("a part of the page in another language", () => {
  it("keeps English left to right inside an Urdu page, in its modals too", async () => {
    await activateLocale("ur");
    render(
      <InLanguage locale="en">
        <p>Admin</p>
        <Modal open onClose={() => {}} title="Approve payment?">
          <p>Body</p>
        </Modal>
      </InLanguage>,
    );
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    expect(screen.getByText("Admin").parentElement).toHaveAttribute("dir", "ltr");
    // The dialog is drawn at the end of <body>, outside the element above.
    const dialog = screen.getByRole("dialog", { name: "Approve payment?" });
    expect(dialog.closest("[lang]")).toBe(dialog);
    expect(dialog).toHaveAttribute("dir", "ltr");
    expect(dialog).toHaveAttribute("lang", "en");
  });
});
