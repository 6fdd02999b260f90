// A user's own account from the browser: a forgotten password reset through the e-mailed link,
// the operator's e-mail verification, the account page's forms, the data download, and deleting
// the account. The E2E server mails to a local SMTP server (scripts/e2e-server.mjs).
import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { mailedLink, newEmail, requireEmailVerification, signUp } from "./helpers.ts";

test("a forgotten password is reset through the e-mailed link, once", async ({ page }) => {
  const { email } = await signUp(page);
  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The address changes at once, but the sign-in page (with an Email field of its own) stays on
  // screen until the next page's code is here (docs/architecture.md): fill the new page's field.
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("an e-mail with a reset link is on its way")).toBeVisible();

  const link = await mailedLink(email, "/reset-password?token=");
  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill("new-password-1");
  await page.getByLabel("New password again").fill("new-password-1");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Password changed. Sign in with the new one.")).toBeVisible();
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("new-password-1");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link works once.
  await page.context().clearCookies();
  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill("third-password-1");
  await page.getByLabel("New password again").fill("third-password-1");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("This reset link is invalid, used or expired")).toBeVisible();
});

test("with verification on, a new account opens the e-mailed link and lands signed in", async ({
  page,
  browser,
}) => {
  await requireEmailVerification(browser, true);
  try {
    const email = newEmail("verify");
    await page.goto("/login");
    await page.getByRole("tab", { name: "Create Account" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("password123");
    await page.getByRole("button", { name: "Create Account", exact: true }).click();
    await expect(page.getByText(`we sent a link to ${email}`)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.goto(await mailedLink(email, "/api/auth/verify-email?token="));
    await expect(page).toHaveURL(/\/dashboard$/);
  } finally {
    await requireEmailVerification(browser, false);
  }
});

test("the account page, and deleting the account", async ({ page }) => {
  const { email, password } = await signUp(page);
  await page.getByRole("link", { name: "Account" }).click();
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();

  await page.getByLabel("Display name").fill("Ayesha Khan");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("Name saved.")).toBeVisible();

  await page.getByLabel("Current password").fill(password);
  await page.getByLabel("New password", { exact: true }).fill("changed-password-1");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed.")).toBeVisible();

  await expect(page.getByText("This device")).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my data" }).click();
  const file = await download;
  const data = JSON.parse(fs.readFileSync(await file.path(), "utf8"));
  expect(data.account).toMatchObject({ email, name: "Ayesha Khan" });

  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.getByLabel("Your password").fill("changed-password-1");
  await dialog.getByRole("button", { name: "Delete for good" }).click();
  await expect(page.getByText("Your account and its data are deleted.")).toBeVisible();
  // Signed out everywhere: the account page's guard sends the browser to sign in.
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("changed-password-1");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
});
