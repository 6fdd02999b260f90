// Admin journeys: the admin deactivates and reactivates a user, talks to users with a
// broadcast (shown once, "Don't show today", HTML shown as text) and changes the site name
// and wallet number.
import { type Browser, expect, type Page, test } from "@playwright/test";
import {
  adminSignIn,
  chooseVoice,
  keepScreenshot,
  openPayments,
  screenshots,
  signUp,
} from "./helpers.ts";

const DEACTIVATED = "Your account has been deactivated. Please contact support.";

const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });

async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await adminSignIn(page);
  return page;
}

/** The admin's actions on a user are confirmed in a dialog that asks for the reason. */
async function confirmWithReason(admin: Page, title: string, button: string, reason: string) {
  const dialog = admin.getByRole("dialog", { name: title });
  await dialog.getByLabel("Reason").fill(reason);
  await dialog.getByRole("button", { name: button }).click();
}

async function openTab(admin: Page, name: string) {
  await admin.getByRole("tab", { name }).click();
}

async function createBroadcast(admin: Page, title: string, description: string) {
  await openTab(admin, "Broadcast");
  await admin.getByRole("button", { name: "New Message" }).click();
  const dialog = admin.getByRole("dialog", { name: "New Message" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Description").fill(description);
  await expect(dialog.getByLabel("Active (shown to users)")).toBeChecked();
  await dialog.getByRole("button", { name: "Create message" }).click();
  await expect(toast(admin, "Broadcast message created successfully!")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole("listitem").filter({ hasText: description })).toHaveCount(1);
}

async function deleteBroadcast(admin: Page, title: string) {
  await openTab(admin, "Broadcast");
  await admin.getByRole("button", { name: `Delete ${title}` }).click();
  const confirm = admin.getByRole("dialog", { name: "Delete broadcast message" });
  await expect(confirm).toContainText("Are you sure you want to delete this broadcast message?");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(admin, "Broadcast message deleted successfully!")).toBeVisible();
  await expect(admin.getByRole("button", { name: `Delete ${title}` })).toHaveCount(0);
}

// A broadcast left active would pop up over the other spec files' dashboards.
test.afterAll(async ({ browser }) => {
  const admin = await adminPage(browser);
  const res = await admin.request.get("/api/admin/broadcasts");
  const { items } = (await res.json()) as { items: { id: number }[] };
  for (const b of items) await admin.request.delete(`/api/admin/broadcasts/${b.id}`);
  await admin.context().close();
});

test("a deactivated user sees the red banner and cannot generate; activated again, the banner goes", async ({
  page,
  browser,
}, testInfo) => {
  const { email } = await signUp(page);
  const admin = await adminPage(browser);
  await openTab(admin, "Users");
  await admin.getByLabel("Search users").fill(email.toUpperCase());
  const row = admin.getByRole("row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Free");
  await row.getByRole("button", { name: `Deactivate ${email}` }).click();
  await confirmWithReason(admin, `Deactivate ${email}?`, "Deactivate", "Chargeback");
  await expect(toast(admin, "User deactivated successfully!")).toBeVisible();
  await expect(row).toContainText("Inactive");
  await screenshots(admin, "admin-users", (f) => testInfo.outputPath(f));

  await page.goto("/dashboard");
  await expect(page.getByText("Account deactivated.")).toBeVisible();
  await chooseVoice(page, /^Basic English \(US\), female 1/);
  await page.getByRole("textbox", { name: "Text to speak" }).fill("May I still speak?");
  await page.getByRole("button", { name: "Generate Voice" }).click();
  await expect(toast(page, DEACTIVATED)).toBeVisible();
  // The server refuses too, whatever the page believes.
  const refused = await page.request.post("/api/generations", {
    data: { voiceId: "basic-en-us-female-1", text: "Still?" },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.message).toBe(DEACTIVATED);

  await row.getByRole("button", { name: `Activate ${email}` }).click();
  await confirmWithReason(admin, `Activate ${email}?`, "Activate", "Paid after all");
  await expect(toast(admin, "User activated successfully!")).toBeVisible();
  await expect(row).toContainText("Active");
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Text to speak" })).toBeVisible();
  await expect(page.getByText("Account deactivated.")).toHaveCount(0);
  await openTab(admin, "Overview");
  await expect(admin.getByText("Total users")).toBeVisible();
  await screenshots(admin, "admin-overview", (f) => testInfo.outputPath(f));
  await admin.context().close();
});

test("a broadcast shows once; Don't show today keeps it hidden after a reload; Got it for good", async ({
  page,
  browser,
}, testInfo) => {
  const admin = await adminPage(browser);
  const title = `Maintenance ${Date.now().toString(36)}`;
  await createBroadcast(admin, title, "The studio restarts tonight at 2 AM for ten minutes.");

  await signUp(page);
  const popup = page.getByRole("dialog", { name: title });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText("The studio restarts tonight at 2 AM for ten minutes.");
  await screenshots(page, "broadcast-popup", (f) => testInfo.outputPath(f));
  await popup.getByRole("button", { name: "Don't show today" }).click();
  await expect(popup).toBeHidden();
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Text to speak" })).toBeVisible();
  // Give the current-broadcast request time to answer before saying it did not show.
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // "Got it" is for good, on every device: another user presses it, then signs in elsewhere.
  const other = await browser.newContext();
  const phone = await other.newPage();
  const { email, password } = await signUp(phone);
  await phone.getByRole("dialog", { name: title }).getByRole("button", { name: "Got it" }).click();
  await expect(phone.getByRole("dialog")).toHaveCount(0);
  const laptop = await browser.newContext();
  const second = await laptop.newPage();
  await second.goto("/login");
  await second.getByLabel("Email").fill(email);
  await second.getByLabel("Password", { exact: true }).fill(password);
  await second.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(second.getByRole("textbox", { name: "Text to speak" })).toBeVisible();
  await second.waitForLoadState("networkidle");
  await expect(second.getByRole("dialog")).toHaveCount(0);
  await Promise.all([other.close(), laptop.close()]);

  await deleteBroadcast(admin, title);
  await admin.context().close();
});

test("HTML in a broadcast's title shows as literal text and runs nothing", async ({
  page,
  browser,
}) => {
  let alerted = false;
  page.on("dialog", (d) => {
    alerted = true;
    void d.dismiss();
  });
  const admin = await adminPage(browser);
  const title = "<img src=x onerror=alert(1)>";
  await createBroadcast(admin, title, "<b>bold?</b> no, text.");
  await expect(admin.getByRole("heading", { level: 3 }).filter({ hasText: title })).toHaveCount(1);

  await signUp(page);
  const popup = page.getByRole("dialog", { name: title });
  await expect(popup).toBeVisible();
  await expect(popup.getByText("<b>bold?</b> no, text.")).toBeVisible();
  await expect(popup.locator("img, b")).toHaveCount(0);
  await popup.getByRole("button", { name: "Got it" }).click();
  await expect(popup).toBeHidden();
  expect(alerted).toBe(false);

  await deleteBroadcast(admin, title);
  await admin.context().close();
});

test("a new site name and wallet number in Settings show in the header and the purchase modal", async ({
  page,
  browser,
}) => {
  await openPayments(browser);
  const admin = await adminPage(browser);
  const { problems: _, ...before } = (await (
    await admin.request.get("/api/admin/settings")
  ).json()) as {
    wallets: { primary: boolean }[];
    problems: unknown;
  };
  const primary = before.wallets.findIndex((w) => w.primary);
  const stamp = Date.now().toString().slice(-7);
  const name = `Awaaz ${stamp}`;
  const number = `0300${stamp}`;
  try {
    await openTab(admin, "Settings");
    await admin.getByLabel("Site name").fill(name);
    await admin.getByLabel("Account number").nth(primary).fill(number);
    await admin.getByRole("button", { name: "Save settings" }).click();
    await expect(toast(admin, "Settings saved successfully!")).toBeVisible();
    // The admin's own header reads ["site"], refreshed after the save.
    await expect(admin.getByRole("banner").getByRole("link", { name })).toBeVisible();

    await signUp(page);
    await expect(page.getByRole("banner").getByRole("link", { name })).toBeVisible();
    await page.goto("/pricing");
    await page.getByRole("article", { name: "Quick Start" }).getByRole("link").click();
    const dialog = page.getByRole("dialog", { name: "Complete your purchase" });
    await expect(dialog).toContainText(number);
  } finally {
    await admin.request.put("/api/admin/settings", { data: before });
    await admin.context().close();
  }
});

test("the admin on a phone: the tab is in the URL and in view, users are cards with their actions", async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const user = await context.newPage();
  const { email } = await signUp(
    user,
    `a-rather-long-address-for-a-phone-${Date.now()}@example.com`,
  );
  const admin = await context.newPage();
  await adminSignIn(admin);

  await openTab(admin, "Users");
  await expect(admin).toHaveURL(/\/admin-dashboard\?tab=users$/);
  await admin.reload();
  await expect(admin.getByRole("tab", { name: "Users" })).toHaveAttribute("aria-selected", "true");
  await admin.getByLabel("Search users").fill(email);
  const card = admin.getByRole("row").filter({ hasText: email });
  await expect(card).toHaveCount(1);
  // The row is a card: its actions are on screen without scrolling sideways.
  const open = card.getByRole("button", { name: `Open ${email}` });
  await expect(open).toBeInViewport();
  const box = await card.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(375);
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // Each value carries its column's name.
  await expect(card.locator('td[data-label="Status"]')).toContainText("Active");
  await keepScreenshot(admin, testInfo.outputPath("admin-users-375.png"));

  // The last tab, opened from the keyboard, is scrolled into view.
  await admin.getByRole("tab", { name: "Users" }).focus();
  await admin.keyboard.press("End");
  await expect(admin.getByRole("tab", { name: "Audit" })).toHaveAttribute("aria-selected", "true");
  await expect(admin.getByRole("tab", { name: "Audit" })).toBeFocused();
  await expect(admin).toHaveURL(/\?tab=audit$/);
  await expect(admin.getByRole("tab", { name: "Audit" })).toBeInViewport();
  await context.close();
});
