// The admin Voices tab end to end: a voice the operator turns off leaves the studio, a relabelled
// one shows its new name there, and both come back.
import { expect, test } from "@playwright/test";
import { adminSignIn, screenshots, signUp } from "./helpers.ts";

test("an admin turns a voice off and relabels another; the studio follows", async ({
  browser,
}, info) => {
  const adminPage = await (await browser.newContext()).newPage();
  await adminSignIn(adminPage);
  await adminPage.getByRole("tab", { name: "Voices" }).click();
  const table = adminPage.getByRole("region", { name: "Voices" });
  const adam = table.getByRole("switch", { name: "Adam enabled" });
  await expect(adam).toHaveAttribute("aria-checked", "true");
  await adam.click();
  await expect(adam).toHaveAttribute("aria-checked", "false");

  await table.getByRole("button", { name: "Edit labels of Bella" }).click();
  const dialog = adminPage.getByRole("dialog", { name: "Labels of Bella" });
  await dialog.getByLabel("Name").fill("Bella Studio");
  await dialog.getByRole("button", { name: "Save labels" }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByText("Bella Studio")).toBeVisible();
  await expect(adminPage.getByRole("heading", { name: "Install a neural voice" })).toBeVisible();
  await screenshots(adminPage, "admin-voices", (f) => info.outputPath(f));

  const userPage = await (await browser.newContext()).newPage();
  await signUp(userPage);
  const voices = userPage.getByRole("group", { name: "Choose a voice" });
  await expect(voices.getByRole("radio", { name: /Bella Studio/ })).toBeVisible();
  await expect(voices.getByRole("radio", { name: /^Adam/ })).toHaveCount(0);

  await adam.click();
  await expect(adam).toHaveAttribute("aria-checked", "true");
  await table.getByRole("button", { name: "Edit labels of Bella Studio" }).click();
  await dialog.getByRole("button", { name: "Use the engine's labels" }).click();
  await dialog.getByRole("button", { name: "Save labels" }).click();
  await expect(table.getByText("Bella Studio")).toHaveCount(0);
  await userPage.reload();
  await expect(voices.getByRole("radio", { name: /^Adam/ })).toBeVisible();
  await expect(voices.getByRole("radio", { name: /^Bella/ })).toBeVisible();
});
