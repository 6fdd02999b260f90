import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { activateLocale } from "../../src/web/lib/locale.ts";

// findBy and waitFor wait up to 1 s by default; a page whose code is split (the purchase modal) can
// take longer than that to load on a busy 2-core machine. A test still fails, later, when its
// element never comes.
configure({ asyncUtilTimeout: 3000 });

// Drafts, dismissed broadcasts, the theme and the language live in localStorage: each test starts
// without them, and in English (a test that reads Urdu switches with activateLocale("ur")).
afterEach(async () => {
  cleanup();
  localStorage.clear();
  await activateLocale("en");
});

// jsdom lays nothing out, so it has no scrollIntoView (the admin tab bar keeps the open tab in
// view, a new notification scrolls into view): every file has the same do-nothing one.
Element.prototype.scrollIntoView ??= () => {};

// jsdom knows <dialog> (and hides it while closed) but has no showModal() or close(). This stand-in
// does what the HTML spec has them do to the element: the open attribute, focus back on close to
// what had it before, Escape firing `cancel` at the top modal dialog and closing it unless the page
// prevents that, then the `close` event. The browser's own part (the page behind inert, focus kept
// inside, the first control focused, the backdrop) is not imitated: tests/e2e check the app's
// modals in Chromium.
if (!("showModal" in HTMLDialogElement.prototype)) {
  const modals: HTMLDialogElement[] = [];
  const focusedBefore = new WeakMap<HTMLDialogElement, Element | null>();
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      if (this.open && modals.includes(this)) return;
      if (this.open || !this.isConnected)
        throw new DOMException("The dialog cannot be opened as a modal.", "InvalidStateError");
      this.setAttribute("open", "");
      focusedBefore.set(this, document.activeElement);
      modals.push(this);
    },
    close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.removeAttribute("open");
      // A dialog opened by its attribute, not showModal(), was never one of the modals.
      const at = modals.indexOf(this);
      if (at !== -1) modals.splice(at, 1);
      const before = focusedBefore.get(this);
      if (before instanceof HTMLElement) before.focus();
      setTimeout(() => this.dispatchEvent(new Event("close")));
    },
  });
  document.addEventListener("keydown", (e) => {
    // A modal taken out of the page leaves the top layer with it.
    const top = modals.findLast((dialog) => dialog.isConnected);
    if (e.key !== "Escape" || e.defaultPrevented || !top) return;
    if (top.dispatchEvent(new Event("cancel", { cancelable: true }))) top.close();
  });
}
