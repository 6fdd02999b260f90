// Every modal fits the screen at 1280 x 800 and 375 x 812: its title and Close are on screen when
// it opens, and its last control can be scrolled into view (src/web/components/ui/modal.tsx).
// Each of the app's modals is opened here at both sizes, the longest words it may hold in it.
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import {
  BROADCAST_DESCRIPTION_MAX,
  BROADCAST_TITLE_MAX,
  type BroadcastView,
} from "../../src/domain/broadcasts.ts";
import {
  adminSignIn,
  failOnConsoleErrors,
  newEmail,
  openPayments,
  openVoices,
  PAGE_ONLY,
  signUp,
} from "./helpers.ts";

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
  // The title's Close, first in the panel: a footer may have a Close of its own (Environment info).
  const close = dialog.getByRole("button", { name: "Close", exact: true }).first();
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

let tidCounter = 0;

/** A pending payment for the plan `planName` by a new user; answers its transaction ID. */
async function pendingPayment(browser: Browser, planName = "Creator Pro"): Promise<string> {
  await openPayments(browser);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUp(page);
  const { plans } = (await (await page.request.get("/api/plans")).json()) as {
    plans: { id: number; name: string }[];
  };
  tidCounter += 1;
  const tid = `MODAL-${process.pid}-${Date.now().toString(36)}-${tidCounter}`.toUpperCase();
  const paid = await page.request.post("/api/payments", {
    data: { planId: plans.find((p) => p.name === planName)?.id, tid },
  });
  expect(paid.status()).toBe(201);
  await context.close();
  return tid;
}

/** The user's id, as the admin's list finds it by e-mail. */
async function userId(admin: Page, email: string): Promise<string> {
  const res = await admin.request.get(`/api/admin/users?q=${encodeURIComponent(email)}`);
  const { items } = (await res.json()) as { items: { id: string; email: string }[] };
  const found = items.find((u) => u.email === email);
  expect(found, email).toBeDefined();
  return found?.id ?? "";
}

/** The admin's Users tab, opened on one user. */
async function openUser(admin: Page, email: string) {
  await admin.getByRole("tab", { name: "Users", exact: true }).click();
  await admin.getByRole("searchbox").fill(email);
  await admin.getByRole("button", { name: `Open ${email}` }).click();
}

// The longest message the operator may write, served to this page alone: a real broadcast pops
// up over every dashboard, the other spec files' running beside this one too (admin.spec.ts
// shows a real one, on its own).
async function longestBroadcast(page: Page) {
  const now = new Date().toISOString();
  const broadcast: BroadcastView = {
    id: 2_000_000_000,
    title: "Maintenance tonight ".repeat(10).slice(0, BROADCAST_TITLE_MAX).trim(),
    description: "The studio restarts tonight at 2 AM for ten minutes. "
      .repeat(60)
      .slice(0, BROADCAST_DESCRIPTION_MAX)
      .trim(),
    active: true,
    createdBy: "admin",
    createdAt: now,
    updatedAt: now,
  };
  await page.route("**/api/broadcasts/current", (route) => route.fulfill({ json: { broadcast } }));
  return broadcast;
}

for (const size of SIZES) {
  const at = `at ${size.width} x ${size.height}`;

  test(`the admin's plan, broadcast and voice modals fit ${at}`, PAGE_ONLY, async ({ page }) => {
    await page.setViewportSize(size);
    await adminSignIn(page);
    // An inactive message, shown to no user: the list's Edit and Delete open on it.
    const title = `Modal ${size.width} ${Date.now().toString(36)}`;
    const made = await page.request.post("/api/admin/broadcasts", {
      data: { title, description: "Shown to nobody.", active: false },
    });
    expect(made.status()).toBe(201);
    const { broadcast } = (await made.json()) as { broadcast: { id: number } };
    try {
      const tab = (name: string) => page.getByRole("tab", { name, exact: true }).click();
      const button = (name: string) => page.getByRole("button", { name, exact: true }).click();
      await tab("Pricing Plans");
      await expectFits(page, "Add Plan", () => button("Add Plan"));
      await expectFits(page, "Edit Creator Pro", () => button("Edit Creator Pro"));
      await expectFits(page, "Delete pricing plan", () => button("Delete Creator Pro"));
      await tab("Broadcast");
      await expectFits(page, "New Message", () => button("New Message"));
      await expectFits(page, "Edit Message", () => button(`Edit ${title}`));
      await expectFits(page, "Delete broadcast message", () => button(`Delete ${title}`));
      await tab("Voices");
      await expectFits(page, /^Labels of /, () =>
        page
          .getByRole("button", { name: /^Edit labels of / })
          .first()
          .click(),
      );
    } finally {
      await page.request.delete(`/api/admin/broadcasts/${broadcast.id}`);
    }
  });

  test(`the admin's modals on a user fit ${at}`, PAGE_ONLY, async ({ page, browser }) => {
    const user = await (await browser.newContext()).newPage();
    const { email } = await signUp(user);
    await page.setViewportSize(size);
    await adminSignIn(page);
    await openUser(page, email);
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
    // A pro user who is deactivated: End plan and Activate open on them.
    const id = await userId(page, email);
    const reason = "The modals' test";
    const granted = await page.request.post(`/api/admin/users/${id}/grants`, {
      data: { days: 7, reason },
    });
    expect(granted.status()).toBe(200);
    const paused = await page.request.patch(`/api/admin/users/${id}`, {
      data: { status: "inactive", reason },
    });
    expect(paused.status()).toBe(200);
    await page.reload();
    await openUser(page, email);
    for (const [button, title] of [
      ["End plan", new RegExp(`^End .* ${email.replace(/[.+]/g, "\\$&")}\\?$`)],
      ["Activate", `Activate ${email}?`],
    ] as const) {
      await expectFits(page, title, () =>
        page.getByRole("button", { name: button, exact: true }).click(),
      );
    }
    await user.context().close();
  });

  test(`the admin's payment modals fit ${at}`, PAGE_ONLY, async ({ page, browser }) => {
    const tid = await pendingPayment(browser);
    await page.setViewportSize(size);
    await adminSignIn(page);
    await page.getByRole("tab", { name: "Payments", exact: true }).click();
    await page.getByLabel("Search payments").fill(tid.toLowerCase());
    const row = page.getByRole("row").filter({ hasText: tid });
    await expect(row).toHaveCount(1);
    await expectFits(page, "Approve payment?", () =>
      row.getByRole("button", { name: `Approve ${tid}` }).click(),
    );
    await expectFits(page, "Reject payment", () =>
      row.getByRole("button", { name: `Reject ${tid}` }).click(),
    );
  });

  test(`a user's modals fit ${at}`, PAGE_ONLY, async ({ page, browser }) => {
    await openPayments(browser);
    await page.setViewportSize(size);
    const broadcast = await longestBroadcast(page);
    await signUp(page);
    // The pop-up the dashboard opens by itself, over the studio.
    await expectFits(page, broadcast.title, async () => {});
    await page.unroute("**/api/broadcasts/current");
    await expectFits(page, "Choose a voice", () => openVoices(page));
    const spoken = await page.request.post("/api/generations", {
      data: { voiceId: "basic-en-us-female-1", text: "A generation for the history's modal." },
    });
    expect(spoken.status()).toBe(201);
    await page.reload();
    const history = page.getByRole("region", { name: "History" });
    await expectFits(page, "Delete this generation?", () =>
      history
        .getByRole("button", { name: /^Delete / })
        .first()
        .click(),
    );
    // The longest name a key may have.
    const key = "K".repeat(60);
    const made = await page.request.post("/api/keys", { data: { name: key } });
    expect(made.status()).toBe(201);
    await page.goto("/developers");
    await expectFits(page, `Revoke “${key}”?`, () =>
      page.getByRole("button", { name: `Revoke ${key}` }).click(),
    );
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

  test(`the studio's Environment info fits ${at}`, PAGE_ONLY, async ({ browser }) => {
    // The Debug button shows on a phone's browser only (src/web/features/studio/device.ts).
    const context = await browser.newContext({
      viewport: size,
      userAgent:
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
    });
    const page = await context.newPage();
    await signUp(page, newEmail("debug"));
    await expectFits(page, "Environment info", () =>
      page.getByRole("button", { name: "Debug", exact: true }).click(),
    );
    await context.close();
  });
}
