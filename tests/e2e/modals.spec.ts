// Every modal fits the screen at 1280 x 800 and 375 x 812: its title and Close are on screen when
// it opens, and its last control can be scrolled into view (src/web/components/ui/modal.tsx).
import { expect, type Locator, type Page, test } from "@playwright/test";
import { adminSignIn, failOnConsoleErrors, openPayments, signUp } from "./helpers.ts";

failOnConsoleErrors();
// Each test opens many modals, one after another.
test.slow();

const SIZES = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
] as const;

async function onScreen(page: Page, part: Locator, what: string) {
  const box = await part.boundingBox();
  const screen = page.viewportSize();
  expect(box, what).not.toBeNull();
  if (!box || !screen) return;
  expect(box.y, `${what}: top`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what}: bottom`).toBeLessThanOrEqual(screen.height);
  expect(box.x, `${what}: start`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: end`).toBeLessThanOrEqual(screen.width);
}

/** Opens a modal with `open`, checks it fits, and closes it with its Close button. */
async function expectFits(page: Page, name: string | RegExp, open: () => Promise<unknown>) {
  await open();
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  const label = `${String(name)} at ${page.viewportSize()?.width} px`;
  await onScreen(page, dialog.getByRole("heading").first(), `${label}, title`);
  const close = dialog.getByRole("button", { name: "Close", exact: true });
  await onScreen(page, close, `${label}, Close`);
  const last = dialog
    .locator("input:not([type=hidden]), textarea, select, button:not([aria-hidden=true])")
    .last();
  await last.scrollIntoViewIfNeeded();
  await onScreen(page, last, `${label}, its last control`);
  await close.scrollIntoViewIfNeeded();
  await close.click();
  await expect(dialog).toBeHidden();
}

for (const size of SIZES) {
  const at = `at ${size.width} x ${size.height}`;

  test(`the admin's plan, broadcast and voice modals fit ${at}`, async ({ page }) => {
    await page.setViewportSize(size);
    await adminSignIn(page);
    const tab = (name: string) => page.getByRole("tab", { name, exact: true }).click();
    await tab("Pricing Plans");
    await expectFits(page, "Add Plan", () =>
      page.getByRole("button", { name: "Add Plan" }).click(),
    );
    await tab("Broadcast");
    await expectFits(page, "New Message", () =>
      page.getByRole("button", { name: "New Message" }).click(),
    );
    await tab("Voices");
    await expectFits(page, /^Labels of /, () =>
      page
        .getByRole("button", { name: /^Edit labels of / })
        .first()
        .click(),
    );
  });

  test(`the admin's modals on a user fit ${at}`, async ({ page, browser }) => {
    const user = await (await browser.newContext()).newPage();
    const { email } = await signUp(user);
    await page.setViewportSize(size);
    await adminSignIn(page);
    await page.getByRole("tab", { name: "Users", exact: true }).click();
    await page.getByRole("searchbox").fill(email);
    await page.getByRole("button", { name: `Open ${email}` }).click();
    for (const [button, title] of [
      ["Grant generations or days", `Grant to ${email}`],
      ["Password reset link", `Reset link for ${email}?`],
      ["Deactivate", `Deactivate ${email}?`],
      ["Delete account", `Delete ${email}?`],
    ] as const) {
      await expectFits(page, title, () =>
        page.getByRole("button", { name: button, exact: true }).click(),
      );
    }
  });

  test(`a user's modals fit ${at}`, async ({ page, browser }) => {
    await openPayments(browser);
    await page.setViewportSize(size);
    await signUp(page);
    await page.goto("/pricing");
    await expectFits(page, "Complete your purchase", () =>
      page
        .getByRole("link", { name: /^Choose Plan: / })
        .first()
        .click(),
    );
    await page.goto("/account");
    await expectFits(page, "Delete your account?", () =>
      page.getByRole("button", { name: "Delete my account" }).click(),
    );
  });
}
