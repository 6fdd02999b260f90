// A neural voice end to end: a tiny voice in Piper's layout installed into the running server's
// DATA_DIR (picked up without a restart), chosen in the studio, spoken and played.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { installVoice } from "../../src/server/speech/neural/install.ts";
import { requireEspeakData, writeTinyPiperVoice } from "../helpers/piper-model.ts";
import { chooseVoice, generationResponse, signUp, wholeDuration } from "./helpers.ts";

const voicesDir = path.join(process.env.E2E_DATA_DIR ?? ".tmp/e2e-data", "voices");

test.beforeAll(async () => {
  requireEspeakData();
  const src = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-e2e-voice-"));
  try {
    if (!fs.existsSync(path.join(voicesDir, "en_US-tiny-x_low"))) {
      await installVoice(writeTinyPiperVoice(src), { voicesDir });
    }
  } finally {
    fs.rmSync(src, { recursive: true, force: true });
  }
});

test("a user picks an installed neural voice, generates and plays its MP3", async ({ page }) => {
  await signUp(page);
  await chooseVoice(page, /^Tiny/);
  await page
    .getByRole("textbox", { name: "Text to speak" })
    .fill("A neural voice reads this sentence. And then a second one.");
  const [response] = await Promise.all([
    generationResponse(page),
    page.getByRole("button", { name: "Generate Voice" }).click(),
  ]);
  expect(response.status()).toBe(200);
  const panel = page.getByRole("region", { name: "Generated Audio" });
  await expect(panel).toBeVisible();
  expect(await wholeDuration(panel.locator("audio"))).toBeGreaterThan(1);
  // Played as it was spoken, from the first sentence on.
  await expect
    .poll(() => panel.locator("audio").evaluate((el: HTMLAudioElement) => el.currentTime))
    .toBeGreaterThan(0);
});
