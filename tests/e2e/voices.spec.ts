// The admin Voices tab end to end: a voice the operator turns off leaves the studio, a relabelled
// one shows its new name there, and both come back.
import { expect, test } from "@playwright/test";
import { adminSignIn, openVoices, screenshots, signUp } from "./helpers.ts";

test("an admin turns a voice off and relabels another; the studio follows", async ({
  browser,
}, info) => {
  const adminPage = await (await browser.newContext()).newPage();
  await adminSignIn(adminPage);
  await adminPage.getByRole("tab", { name: "Voices" }).click();
  const table = adminPage.getByRole("region", { name: "Voices" });
  const basic = table.getByRole("switch", { name: "Basic English (US), male 1 enabled" });
  await expect(basic).toHaveAttribute("aria-checked", "true");
  await basic.click();
  await expect(basic).toHaveAttribute("aria-checked", "false");

  await table.getByRole("button", { name: "Edit labels of Basic English (US), female 1" }).click();
  const dialog = adminPage.getByRole("dialog", { name: "Labels of Basic English (US), female 1" });
  await dialog.getByLabel("Name").fill("Narrator Studio");
  await dialog.getByRole("button", { name: "Save labels" }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByText("Narrator Studio")).toBeVisible();
  await expect(adminPage.getByRole("heading", { name: "Install a neural voice" })).toBeVisible();
  await screenshots(adminPage, "admin-voices", (f) => info.outputPath(f));

  const userPage = await (await browser.newContext()).newPage();
  await signUp(userPage);
  const voices = (await openVoices(userPage)).getByRole("group", { name: "Choose a voice" });
  await expect(voices.getByRole("radio", { name: /Narrator Studio/ })).toBeVisible();
  await expect(voices.getByRole("radio", { name: /^Basic English \(US\), male 1/ })).toHaveCount(0);

  await basic.click();
  await expect(basic).toHaveAttribute("aria-checked", "true");
  await table.getByRole("button", { name: "Edit labels of Narrator Studio" }).click();
  const relabelled = adminPage.getByRole("dialog", { name: "Labels of Narrator Studio" });
  await relabelled.getByRole("button", { name: "Use the engine's labels" }).click();
  await relabelled.getByRole("button", { name: "Save labels" }).click();
  await expect(table.getByText("Narrator Studio")).toHaveCount(0);
  await userPage.reload();
  await openVoices(userPage);
  await expect(voices.getByRole("radio", { name: /^Basic English \(US\), male 1/ })).toBeVisible();
  await expect(
    voices.getByRole("radio", { name: /^Basic English \(US\), female 1/ }),
  ).toBeVisible();
});
