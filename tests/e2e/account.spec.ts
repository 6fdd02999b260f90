// A user's own account from the browser: the forgotten-password page of a site without e-mail,
// the account page's forms, the data download, and deleting the account.
import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { signUp } from "./helpers.ts";

test("forgot password without e-mail, the account page, and deleting the account", async ({
  page,
}) => {
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByText("Ask support on WhatsApp for a reset link")).toBeVisible();

  await page.goto("/reset-password?token=not-a-token");
  await page.getByLabel("New password", { exact: true }).fill("new-password-1");
  await page.getByLabel("New password again").fill("new-password-1");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("This reset link is invalid, used or expired")).toBeVisible();

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
