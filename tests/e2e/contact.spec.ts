// The contact form (docs/product.md, "Support"): a visitor's message reaches the admin's Messages
// inbox; with SMTP the admin answers by e-mail, without it the inbox offers the address to copy.
import { expect, type Page, test } from "@playwright/test";
import { adminSignIn, E2E_MAILBOX_PORT, failOnConsoleErrors, newEmail } from "./helpers.ts";

failOnConsoleErrors();

/**
 * Opens /contact with the app's scripts held back, types the message into the server's HTML,
 * then lets the scripts run: what was typed must survive the hydration and be what is sent.
 */
async function writeBeforeHydration(
  page: Page,
  sender: { name: string; email: string; text: string },
) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/contact", { waitUntil: "commit" });
  const form = page.locator("#contact-form");
  await form.getByLabel("Your name").fill(sender.name);
  await form.getByLabel("Your e-mail address").fill(sender.email);
  await form.getByLabel("Topic").selectOption("billing");
  await form.getByLabel("Message").fill(sender.text);
  release();
  // Send is off until the script has taken the form over.
  const send = form.getByRole("button", { name: "Send message" });
  await expect(send).toBeEnabled({ timeout: 30_000 });
  await expect(form.getByLabel("Your name")).toHaveValue(sender.name);
  await expect(form.getByLabel("Message")).toHaveValue(sender.text);
  await send.click();
  await expect(form.getByRole("status")).toContainText("Your message has reached our support team");
}

async function openMessages(page: Page) {
  await adminSignIn(page);
  // The admin's header names the admin area, not a user's Login.
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Admin", exact: true })).toBeVisible();
  await expect(header.getByRole("link", { name: "Login" })).toHaveCount(0);
  await page.getByRole("tab", { name: /^Messages/ }).click();
}

test("a visitor's message, typed before the page's script ran, reaches the admin's inbox without SMTP", async ({
  page,
  browser,
}) => {
  const sender = {
    name: "Bilal Visitor",
    email: newEmail("contact"),
    text: `Where is my plan? ${Date.now()}`,
  };
  await writeBeforeHydration(page, sender);

  const admin = await (await browser.newContext()).newPage();
  // The site as one without SMTP answers it: no e-mailed replies.
  await admin.route("**/api/site", async (route) => {
    const res = await route.fetch();
    const site = await res.json();
    await route.fulfill({ response: res, json: { ...site, auth: { ...site.auth, email: false } } });
  });
  await openMessages(admin);
  await expect(admin.getByRole("tab", { name: /^Messages\s*\d+ unread message/ })).toBeVisible();
  const card = admin.getByRole("article").filter({ hasText: sender.text });
  await expect(card).toContainText("From Bilal Visitor");
  await expect(card).toContainText("Topic: Account & Billing");
  await expect(card).toContainText("Unread");
  await expect(card.getByRole("button", { name: "Reply" })).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Copy address" })).toBeVisible();
  await card.getByRole("button", { name: "Mark read" }).click();
  await expect(card).not.toContainText("Unread");
});

test("with SMTP the admin's reply is mailed to the visitor, and the sender's account opens", async ({
  page,
  browser,
}) => {
  const email = newEmail("member");
  const text = `Please reset my password ${Date.now()}`;
  // A visitor whose address belongs to an account: the inbox links to it.
  const signUpRes = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password: "password123", name: "Member" },
  });
  expect(signUpRes.ok()).toBe(true);
  await page.context().clearCookies();
  await page.goto("/contact");
  await page.waitForLoadState("networkidle");
  const form = page.locator("#contact-form");
  await form.getByLabel("Your name").fill("Member");
  await form.getByLabel("Your e-mail address").fill(email);
  await form.getByLabel("Message").fill(text);
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByRole("status")).toBeVisible();

  const admin = await (await browser.newContext()).newPage();
  await openMessages(admin);
  const card = admin.getByRole("article").filter({ hasText: text });
  await card.getByRole("button", { name: "Reply" }).click();
  await card.getByLabel(`Your reply to ${email}`).fill("A reset link is on its way.");
  await card.getByRole("button", { name: "Send reply" }).click();
  await expect(card).toContainText("Replied");
  await expect
    .poll(async () => {
      const res = await fetch(
        `http://127.0.0.1:${E2E_MAILBOX_PORT}/?to=${encodeURIComponent(email)}`,
      );
      return ((await res.json()) as string[]).some((m) =>
        m.includes("A reset link is on its way."),
      );
    })
    .toBe(true);

  await card.getByRole("link", { name: /^Open this user/ }).click();
  await expect(admin.getByRole("button", { name: "Password reset link" })).toBeVisible();
});
