// The admin helps one user: opens them from the Users table, grants generations with a reason,
// and the user's studio shows them.
import { expect, test } from "@playwright/test";
import { adminSignIn, signUp } from "./helpers.ts";

test("the admin opens a user and grants 5 generations; the user sees 7 of 7", async ({
  page,
  browser,
}) => {
  const { email } = await signUp(page);
  const remaining = page.getByText("Generations left").locator("xpath=following-sibling::*[1]");
  await expect(remaining).toHaveText("2 of 2");

  const admin = await (await browser.newContext()).newPage();
  await adminSignIn(admin);
  await admin.getByRole("tab", { name: "Users" }).click();
  await admin.getByLabel("Search users").fill(email);
  await admin.getByRole("button", { name: `Open ${email}` }).click();
  await expect(admin.getByText("2 of 2")).toBeVisible();

  await admin.getByRole("button", { name: "Grant generations or days" }).click();
  const dialog = admin.getByRole("dialog", { name: `Grant to ${email}` });
  await dialog.getByLabel("Generations").fill("5");
  await dialog.getByLabel("Reason").fill("Bonus promised in the broadcast");
  await dialog.getByRole("button", { name: "Grant" }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByText("7 of 7")).toBeVisible();
  await expect(admin.getByRole("region", { name: "Audit log about this user" })).toContainText(
    "Bonus promised in the broadcast",
  );
  await admin.context().close();

  await page.reload();
  await expect(remaining).toHaveText("7 of 7");
});
