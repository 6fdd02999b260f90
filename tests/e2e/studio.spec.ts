// The voice studio end to end: the production server, a fresh database, the real eSpeak engine.
import fs from "node:fs";
import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  chooseVoice,
  expectDownloadFits,
  generationResponse,
  openVoices,
  PAGE_ONLY,
  screenshots,
  signUp,
  wholeDuration,
} from "./helpers.ts";

const LIMIT_MESSAGE = "You have reached your voice generation limit. Please upgrade your plan.";

const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });
const remaining = (page: Page) =>
  page.getByRole("region", { name: "Your plan" }).getByText(/ of \d+$/);

/** Generates and waits for the studio to be ready again (`last`: the quota is then spent). */
async function generate(page: Page, voice: RegExp, text: string, last = false) {
  await chooseVoice(page, voice);
  await page.getByRole("textbox", { name: "Text to speak" }).fill(text);
  const button = page.getByRole("button", { name: "Generate Voice" });
  const [response] = await Promise.all([generationResponse(page), button.click()]);
  expect(response.status()).toBe(200);
  // .first(): the previous generation's toast may still be on screen (toasts last 4 s).
  await expect(toast(page, "Voice generated successfully!").first()).toBeVisible();
  if (last) await expect(button).toBeDisabled();
  else await expect(button).toBeEnabled();
}

/** Moves a range input as a drag does: its value set, then an input event (React's onChange). */
async function seekTo(slider: Locator, seconds: number) {
  await slider.evaluate((el: HTMLInputElement, value) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(el, value);
    el.dispatchEvent(new Event("input", { bubbles: true }));
  }, String(seconds));
}

test("a new user generates, plays and downloads MP3s until the free quota is spent", async ({
  page,
}, testInfo) => {
  await signUp(page);
  await expect(remaining(page)).toHaveText("2 of 2");
  // A new account with its whole free quota is not warned.
  await expect(page.getByText(/voice generations? left/)).toHaveCount(0);
  await expect(page.getByText("Online", { exact: true })).toBeVisible();

  await generate(
    page,
    /^Basic English \(US\), male 1/,
    "Hello from Awaaz. This voice is made on the server, no key needed, and it starts at once.",
  );
  const panel = page.getByRole("region", { name: "Generated Audio" });
  await expect(panel).toBeVisible();
  // It plays by itself, from the first audio that arrived.
  await expect(panel.getByRole("button", { name: "Pause" })).toBeVisible();
  await panel.getByRole("button", { name: "Pause" }).click();
  await expect(panel.getByRole("button", { name: "Play" })).toBeVisible();
  await expect(remaining(page)).toHaveText("1 of 2");
  await expect(page.getByText(/Only 1 voice generation left/)).toBeVisible();

  const audio = panel.locator("audio");
  expect(await wholeDuration(audio)).toBeGreaterThan(1);

  await panel.getByRole("button", { name: "Play" }).click();
  await expect(panel.getByRole("button", { name: "Pause" })).toBeVisible();
  await expect
    .poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime))
    .toBeGreaterThan(0);
  await panel.getByRole("button", { name: "Pause" }).click();
  await expect(panel.getByRole("button", { name: "Play" })).toBeVisible();
  // The words under the player, as the engine timed them; a tap on one plays from there and
  // marks it.
  const words = panel
    .getByRole("group", { name: "Words: choose one to play from there" })
    .getByRole("button");
  await expect(words.first()).toHaveText(/^Hello\W?$/);
  await expect(words.last()).toHaveText(/^once\W?$/);
  await words.nth(3).click();
  await expect
    .poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime))
    .toBeGreaterThan(0.3);
  await expect(panel.locator('[data-word][aria-current="true"]')).toHaveCount(1);
  await expect(words.first()).not.toHaveAttribute("aria-current");
  const [srt] = await Promise.all([
    page.waitForEvent("download"),
    panel.getByRole("link", { name: "SRT" }).click(),
  ]);
  const srtFile = testInfo.outputPath("captions.srt");
  await srt.saveAs(srtFile);
  expect(fs.readFileSync(srtFile, "utf8")).toMatch(
    /^1\n00:00:00,\d{3} --> 00:00:0\d,\d{3}\nHello from Awaaz\.\n/,
  );
  // The seek bar moves the audio.
  await seekTo(panel.getByRole("slider", { name: /^Seek Basic English \(US\), male 1/ }), 1);
  await expect
    .poll(() => audio.evaluate((el: HTMLAudioElement) => Math.round(el.currentTime)))
    .toBe(1);
  await expect(panel.getByText(/^0:01 \/ 0:0\d$/)).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    panel.getByRole("button", { name: "Download" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^awaaz-basic-english-us-male-1-\d{4}-\d{2}-\d{2}-\d{4}\.mp3$/,
  );
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const bytes = fs.readFileSync(file);
  expect(bytes.length).toBeGreaterThan(1000);
  const id3 = bytes.subarray(0, 3).toString("latin1") === "ID3";
  const frameSync = bytes[0] === 0xff && [0xfb, 0xf3, 0xf2].includes(bytes[1] ?? 0);
  expect(id3 || frameSync, `MP3 header, got ${bytes.subarray(0, 4).toString("hex")}`).toBe(true);
  await expect(toast(page, "Audio downloaded successfully!")).toBeVisible();
  // The same audio as WAV, chosen beside the button.
  await panel.getByRole("combobox", { name: "Download format" }).selectOption("wav");
  const [wav] = await Promise.all([
    page.waitForEvent("download"),
    panel.getByRole("button", { name: "Download" }).click(),
  ]);
  expect(wav.suggestedFilename()).toMatch(
    /^awaaz-basic-english-us-male-1-\d{4}-\d{2}-\d{2}-\d{4}\.wav$/,
  );
  const wavFile = testInfo.outputPath(wav.suggestedFilename());
  await wav.saveAs(wavFile);
  expect(fs.readFileSync(wavFile).subarray(0, 4).toString("latin1")).toBe("RIFF");

  await generate(
    page,
    /^Basic English \(US\), female 1/,
    "A second voice, a second generation.",
    true,
  );
  await expect(remaining(page)).toHaveText("0 of 2");
  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByRole("listitem")).toHaveCount(2);
  // A history item plays inline, with its own seek bar.
  const first = history.getByRole("listitem").first();
  await expect(first.getByRole("slider")).toHaveCount(0);
  await first.getByRole("button", { name: /^Play / }).click();
  await expect(first.getByRole("button", { name: /^Pause / })).toBeVisible();
  await expect(first.getByRole("slider", { name: /^Seek / })).toBeVisible();
  await first.getByRole("button", { name: /^Pause / }).click();

  // At 0 the button is off with the reason beside it, and a banner offers the way out.
  await expect(page.getByRole("button", { name: "Generate Voice" })).toBeDisabled();
  await expect(
    page.getByRole("region", { name: "Voice Generator" }).getByRole("status"),
  ).toHaveText(LIMIT_MESSAGE);
  await expect(page.getByText("No generations left.")).toBeVisible();
  // After a reload the count comes from the server: the client never held it alone.
  await page.reload();
  await expect(remaining(page)).toHaveText("0 of 2");
  await page.getByRole("link", { name: "Upgrade Plan" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test("a long text starts playing while the rest is spoken, and its download is the whole file", async ({
  page,
}, testInfo) => {
  await signUp(page);
  // When playback starts and when the panel learns the stored file (its size in the facts line).
  await page.evaluate(() => {
    const marks: Record<string, number> = {};
    (window as unknown as { marks: Record<string, number> }).marks = marks;
    document.addEventListener("playing", () => (marks.playing ??= performance.now()), true);
    new MutationObserver(() => {
      if (document.body.textContent?.includes("is still speaking the rest"))
        marks.live ??= performance.now();
      if (/characters · [\d.,]+ (KB|MB)/.test(document.body.textContent ?? ""))
        marks.whole ??= performance.now();
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const sentence = "Long texts are spoken in pieces, and the first one plays at once. ";
  // Near the free plan's 5,000 characters: the longer the rest takes to speak, the surer it is that
  // playback began first (on a fast host 40 sentences were spoken 0.4 s after it began).
  const text = sentence.repeat(70).trim();
  await generate(page, /^Basic English \(US\), male 1/, text);
  const panel = page.getByRole("region", { name: "Generated Audio" });
  await expect(panel.getByText(/4,6\d\d characters/)).toBeVisible();
  const marks = await page.evaluate(
    () => (window as unknown as { marks: Record<string, number> }).marks,
  );
  expect(marks.live, "the panel showed the audio while it was spoken").toBeDefined();
  expect(marks.playing, "it played before the whole text was spoken").toBeLessThan(
    marks.whole ?? 0,
  );
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    panel.getByRole("button", { name: "Download" }).click(),
  ]);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const seconds = await panel.locator("audio").evaluate((el: HTMLAudioElement) => el.duration);
  // 48 kbit/s: the file holds every second the player was given.
  expect(fs.statSync(file).size).toBeGreaterThan(seconds * 6000 * 0.95);
});

test("Urdu text generates, right to left, and the page fits 375 px", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signUp(page);
  const area = page.getByRole("textbox", { name: "Text to speak" });
  await generate(page, /^Basic Urdu, female/, "آپ کیسے ہیں؟ یہ آواز کا ایک آزمائشی جملہ ہے۔");
  expect(await area.evaluate((el) => getComputedStyle(el).direction)).toBe("rtl");
  const audio = page.getByRole("region", { name: "Generated Audio" }).locator("audio");
  expect(await wholeDuration(audio)).toBeGreaterThan(0.5);
  await expectDownloadFits(
    page.getByRole("region", { name: "Generated Audio" }),
    "Download",
    "Download format",
  );

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await screenshots(page, "studio", (f) => testInfo.outputPath(f));
});

test("filters, search and Clear filters", PAGE_ONLY, async ({ page }) => {
  await signUp(page);
  const sheet = await openVoices(page);
  const list = sheet.getByRole("group", { name: "Choose a voice" });
  await expect(list.getByRole("radio")).not.toHaveCount(0);
  const all = await list.getByRole("radio").count();

  await page.getByRole("button", { name: "Female", exact: true }).click();
  await expect(list.getByRole("radio", { name: /^Basic English \(US\), female 1/ })).toBeVisible();
  await expect(list.getByRole("radio", { name: /^Basic English \(US\), male 1/ })).toHaveCount(0);

  await page.getByRole("button", { name: "British", exact: true }).click();
  await expect(list.getByRole("radio", { name: /^Basic English \(UK\), female 1/ })).toBeVisible();
  await expect(list.getByRole("radio", { name: /^Basic English \(UK\), male 2/ })).toBeVisible();
  await expect(list.getByRole("radio", { name: /^Basic English \(US\), female 1/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "British" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await page.getByRole("searchbox", { name: "Search voices" }).fill("no such voice");
  await expect(page.getByText("No voices found matching your criteria")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(list.getByRole("radio")).toHaveCount(all);
  await expect(page.getByRole("searchbox", { name: "Search voices" })).toHaveValue("");

  // A voice's short preview plays from the list, and stops on a second press.
  await sheet.getByRole("button", { name: "Play preview of Basic English (US), male 1" }).click();
  await expect(
    sheet.getByRole("button", { name: "Stop preview of Basic English (US), male 1" }),
  ).toBeVisible();
  await sheet.getByRole("button", { name: "Stop preview of Basic English (US), male 1" }).click();
  await expect(
    sheet.getByRole("button", { name: "Play preview of Basic English (US), male 1" }),
  ).toBeVisible();
  // Escape closes the sheet, and the focus is back on Change.
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await expect(page.getByRole("button", { name: "Change voice" })).toBeFocused();

  // The client-side checks answer before any request: no voice and no text.
  await page.getByRole("button", { name: "Generate Voice" }).click();
  await expect(toast(page, "Please select a voice and enter some text")).toBeVisible();
});
