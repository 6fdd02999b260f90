// Payment journeys: buy a plan by wallet transfer, the admin decides, the user is told; the
// static pricing fallback. (A plan the admin creates: plans.spec.ts.)
import { type Browser, expect, type Page, test } from "@playwright/test";
import {
  adminSignIn,
  hydrated,
  keepScreenshot,
  openPayments,
  PAGE_ONLY,
  screenshots,
  signUp,
} from "./helpers.ts";

test.beforeAll(async ({ browser }) => openPayments(browser));

let tidCounter = 0;
function newTid(): string {
  tidCounter += 1;
  // The worker's process id: two workers' counters may meet in the same millisecond.
  return `E2E-${process.pid}-${Date.now().toString(36)}-${tidCounter}`.toUpperCase();
}

/** From /pricing, buys `planName` with a new transaction ID; returns the ID. */
async function buy(page: Page, planName: string): Promise<string> {
  const tid = newTid();
  await page.goto("/pricing");
  await page
    .getByRole("article", { name: planName })
    .getByRole("link", { name: `Choose Plan: ${planName}` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Complete your purchase" });
  await expect(dialog).toBeVisible();
  const submit = dialog.getByRole("button", { name: "Submit Payment Request" });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel("Transaction ID").fill(tid);
  await submit.click();
  await expect(
    page.getByText("Payment request submitted successfully! You will be notified once verified."),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  return tid;
}

async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await adminSignIn(page);
  return page;
}

/** The admin's Payments tab, searched down to one transaction ID. */
async function findPayment(admin: Page, tid: string) {
  await admin.getByRole("tab", { name: "Payments" }).click();
  await admin.getByLabel("Search payments").fill(tid.toLowerCase());
  const row = admin.getByRole("row").filter({ hasText: tid });
  await expect(row).toHaveCount(1);
  await expect(admin.getByRole("row")).toHaveCount(2); // the header and this payment
  return row;
}

const myPayment = (page: Page, tid: string) =>
  page.getByRole("region", { name: "My payments" }).getByRole("listitem").filter({ hasText: tid });

test("a user buys 7 Days; the admin approves it; the user is pro with 20 generations for 7 days and is told", async ({
  page,
  browser,
}, testInfo) => {
  await signUp(page);
  const tid = await buy(page, "Creator Pro");

  await page.goto("/dashboard");
  const payment = myPayment(page, tid);
  await expect(payment).toContainText("Creator Pro");
  await expect(payment).toContainText("7 Days");
  await expect(payment).toContainText("Rs. 200");
  await expect(payment).toContainText("Pending verification");

  const admin = await adminPage(browser);
  const row = await findPayment(admin, tid);
  await expect(row).toContainText("Pending");
  await screenshots(admin, "admin-payments", (f) => testInfo.outputPath(f));
  await row.getByRole("button", { name: `Approve ${tid}` }).click();
  await admin
    .getByRole("dialog", { name: "Approve payment?" })
    .getByRole("button", { name: "Approve payment" })
    .click();
  await expect(admin.getByText("Payment approved successfully!")).toBeVisible();
  await expect(row).toContainText("Approved");
  await expect(row.getByRole("button")).toHaveCount(0);

  await page.reload();
  const notice = page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .filter({ hasText: "Your payment for Creator Pro was approved. Your plan is active until" });
  await expect(notice).toBeVisible();
  await expect(page.getByText("1 unread")).toBeVisible();
  await expect(page.getByRole("link", { name: "Notifications: 1 unread" })).toBeVisible();
  await expect(myPayment(page, tid)).toContainText("Approved");

  const me = await (await page.request.get("/api/me")).json();
  expect(me.profile).toMatchObject({
    accountStatus: "pro",
    plan: "Creator Pro",
    limit: 20,
    remaining: 20,
    unlimited: false,
    daysLeft: 7,
  });

  // On a phone the button goes below the message, which keeps the card's width.
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  const message = await notice.locator("p").first().boundingBox();
  const markRead = await notice.getByRole("button", { name: "Mark as read" }).boundingBox();
  expect(markRead?.y).toBeGreaterThan((message?.y ?? 0) + (message?.height ?? 0));
  expect(message?.width).toBeGreaterThan(250);
  if (desktop) await page.setViewportSize(desktop);

  await notice.getByRole("button", { name: "Mark as read" }).click();
  await expect(page.getByText("1 unread")).toBeHidden();
  await expect(page.getByRole("link", { name: "Notifications", exact: true })).toBeVisible();
  await expect(notice.getByRole("button", { name: "Mark as read" })).toHaveCount(0);
  await screenshots(page, "dashboard-payments", (f) => testInfo.outputPath(f));
});

test("a payment rejected with a reason shows the reason to the user", async ({ page, browser }) => {
  await signUp(page);
  const tid = await buy(page, "Quick Start");

  const admin = await adminPage(browser);
  const row = await findPayment(admin, tid);
  await row.getByRole("button", { name: `Reject ${tid}` }).click();
  const dialog = admin.getByRole("dialog", { name: "Reject payment" });
  await dialog.getByLabel("Reason (optional)").fill("The amount did not arrive");
  await dialog.getByRole("button", { name: "Reject payment" }).click();
  await expect(admin.getByText("Payment rejected successfully!")).toBeVisible();
  await expect(row).toContainText("Rejected");

  await page.goto("/dashboard");
  const payment = myPayment(page, tid);
  await expect(payment).toContainText("Rejected");
  await expect(payment).toContainText("Reason: The amount did not arrive");
  await expect(
    page.getByText("Your payment for Quick Start was rejected. Reason: The amount did not arrive"),
  ).toBeVisible();
  const me = await (await page.request.get("/api/me")).json();
  expect(me.profile.accountStatus).toBe("free");
});

test("a transaction ID can be used once", async ({ page }) => {
  await signUp(page);
  const tid = await buy(page, "Quick Start");
  await page.getByRole("article", { name: "Business" }).getByRole("link").click();
  const dialog = page.getByRole("dialog", { name: "Complete your purchase" });
  await dialog.getByLabel("Transaction ID").fill(`  ${tid.toLowerCase()} `);
  await dialog.getByRole("button", { name: "Submit Payment Request" }).click();
  await expect(page.getByText("This transaction ID has already been submitted.")).toBeVisible();
  await expect(dialog).toBeVisible();
});

test("on a phone, the payer says which wallet they paid into, and the admin sees that one", async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    colorScheme: "dark",
  });
  const page = await context.newPage();
  await signUp(page);
  const { wallets } = (await (await page.request.get("/api/site")).json()) as {
    wallets: { type: string; number: string; primary: boolean }[];
  };
  const primary = wallets.find((w) => w.primary);
  const other = wallets.find((w) => !w.primary);
  if (!primary || !other) throw new Error("the spec needs two wallets (openPayments)");
  const tid = newTid();
  await page.goto("/pricing");
  await page.getByRole("link", { name: "Choose Plan: Quick Start" }).click();
  const dialog = page.getByRole("dialog", { name: "Complete your purchase" });
  const paidTo = dialog.getByRole("group", { name: "Which account did you send it to?" });
  const primaryRadio = paidTo.getByRole("radio", { name: `${primary.type} ${primary.number}` });
  const otherRadio = paidTo.getByRole("radio", { name: `${other.type} ${other.number}` });
  await expect(primaryRadio).toBeChecked();
  await primaryRadio.focus();
  await page.keyboard.press("ArrowDown");
  await expect(otherRadio).toBeChecked();
  await expect(otherRadio).toBeFocused();
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await keepScreenshot(page, testInfo.outputPath("purchase-wallet-choice-375-dark.png"));
  await dialog.getByLabel("Transaction ID").fill(tid);
  await dialog.getByRole("button", { name: "Submit Payment Request" }).click();
  await expect(
    page.getByText("Payment request submitted successfully! You will be notified once verified."),
  ).toBeVisible();

  const admin = await adminPage(browser);
  const row = await findPayment(admin, tid);
  await expect(row).toContainText(other.type);
  await admin.context().close();
  await context.close();
});

// The modal is a native <dialog>: the browser keeps focus in it and the page behind still.
test(
  "the purchase modal keeps focus, shows its toasts on top, and Escape gives focus back",
  PAGE_ONLY,
  async ({ page }) => {
    await signUp(page);
    await page.goto("/pricing");
    // Focus goes back to the button that opened the modal in the running app.
    await hydrated(page);
    const opener = page.getByRole("link", { name: "Choose Plan: Creator Pro" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Complete your purchase" });
    await expect(dialog.getByLabel("Transaction ID")).toBeFocused();
    await expect(page.locator("body")).toHaveCSS("overflow", "hidden");
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press("Tab");
      // Past the last control the browser's own toolbar takes the focus (the page shows none).
      const outside = await page.evaluate(
        () =>
          document.activeElement !== document.body && !document.activeElement?.closest("dialog"),
      );
      expect(outside).toBe(false);
    }
    // A toast over a modal sits in it, above the backdrop, not dimmed behind it.
    await dialog.getByLabel("Transaction ID").fill("x");
    await dialog.getByRole("button", { name: "Submit Payment Request" }).click();
    await expect(dialog.locator("[data-sonner-toast]")).toContainText(
      "The transaction ID must be 6 to 40 letters",
    );
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page.locator("body")).not.toHaveCSS("overflow", "hidden");
  },
);

test("without a user, choosing a plan signs up and comes back to that plan's purchase", async ({
  page,
}) => {
  await page.goto("/pricing");
  await page.getByRole("link", { name: "Choose Plan: Creator Pro" }).click();
  await expect(page).toHaveURL(/\/login\?tab=signup$/);
  await page.getByLabel("Email").fill(`back-${Date.now().toString(36)}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill("password123");
  await page.getByRole("button", { name: "Create Account", exact: true }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  const dialog = page.getByRole("dialog", { name: "Complete your purchase" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Creator Pro").first()).toBeVisible();
  // Closed, it does not open again.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole("link", { name: "Choose Plan: Creator Pro" })).toBeVisible();
  await expect(dialog).toBeHidden();
});

test(
  "when /api/plans fails, the static plans show with the Monthly/Yearly toggle",
  PAGE_ONLY,
  async ({ page }, testInfo) => {
    // The server renders /pricing with its plans: the browser asks the API for them when it
    // comes to the page from another.
    await page.route("**/api/plans", (route) =>
      route.fulfill({ status: 500, body: '{"error":{"code":"INTERNAL","message":"x"}}' }),
    );
    await page.goto("/help");
    await hydrated(page);
    await page.getByRole("banner").getByRole("link", { name: "View Pricing" }).click();
    await expect(page.getByRole("article", { name: "Free Starter" })).toBeVisible();
    await expect(page.getByText("Save up to Rs. 1,198 with yearly billing")).toBeVisible();
    const quick = page.getByRole("article", { name: "Quick Start" });
    await expect(quick).toContainText("Rs. 99");
    await page
      .getByRole("group", { name: "Billing period" })
      .getByText("Yearly", { exact: true })
      .click();
    await expect(page.getByRole("radio", { name: "Yearly" })).toBeChecked();
    await expect(quick).toContainText("Rs. 950");
    await expect(quick).toContainText("12 Days");
    await expect(page.getByRole("article", { name: "Enterprise" })).toContainText("365 Days");
    await screenshots(page, "pricing-fallback", (f) => testInfo.outputPath(f));

    // With the API's plans there is no toggle.
    await page.unroute("**/api/plans");
    await page.reload();
    await expect(page.getByRole("article", { name: "Creator Pro" })).toBeVisible();
    await expect(page.getByRole("article", { name: "Free Starter" })).toHaveCount(0);
    await expect(page.getByRole("radio", { name: "Yearly" })).toHaveCount(0);
  },
);
