// A plan the admin creates shows on /pricing, and goes when deleted. Apart from payments.spec.ts:
// a new plan changes /pricing for every test, so this one runs alone (playwright.config.ts).
import { expect, test } from "@playwright/test";
import { adminSignIn } from "./helpers.ts";

test("a plan created in the admin tab appears on /pricing", async ({ page, browser }) => {
  const name = `Weekend ${Date.now().toString(36)}`;
  const admin = await (await browser.newContext()).newPage();
  await adminSignIn(admin);
  await admin.getByRole("tab", { name: "Pricing Plans" }).click();
  await admin.getByRole("button", { name: "Add Plan" }).click();
  const form = admin.getByRole("dialog", { name: "Add Plan" });
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Duration label", { exact: true }).fill("2 Days");
  await form.getByLabel("Duration in days", { exact: true }).fill("2");
  await form.getByLabel("Voice limit", { exact: true }).fill("15");
  await form.getByLabel("Base price (Rs.)", { exact: true }).fill("180");
  await form.getByLabel("Current price (Rs.)", { exact: true }).fill("180");
  await form.getByLabel("Features", { exact: true }).fill("15 voice generations\n\n2 days access");
  await expect(form.getByLabel("Discount value", { exact: true })).toBeDisabled();
  await form.getByLabel("Discount type", { exact: true }).selectOption("percentage");
  await form.getByLabel("Discount value", { exact: true }).fill("10");
  await form.getByRole("button", { name: "Create plan" }).click();
  await expect(admin.getByText("Pricing plan created successfully!")).toBeVisible();
  await expect(admin.getByRole("article", { name })).toContainText("Rs. 162");

  await page.goto("/pricing");
  const card = page.getByRole("article", { name });
  await expect(card).toContainText("Rs. 162");
  await expect(card).toContainText("Rs. 180");
  await expect(card).toContainText("2 Days");
  await expect(card.getByRole("listitem")).toHaveCount(2);

  // Deleting it (after the confirmation) takes it off /pricing.
  await admin.getByRole("button", { name: `Delete ${name}` }).click();
  const confirm = admin.getByRole("dialog", { name: "Delete pricing plan" });
  await expect(confirm).toContainText("Are you sure you want to delete this pricing plan?");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(admin.getByText("Pricing plan deleted successfully!")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("article", { name: "Creator Pro" })).toBeVisible();
  await expect(page.getByRole("article", { name })).toHaveCount(0);
});
