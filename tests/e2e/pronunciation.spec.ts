// Pronunciation in a real Chromium with the real eSpeak engine: a rule made on the Pronunciation
// page changes what the studio says, and the words under the player stay the ones written
// (docs/product.md, "Pronunciation").
import { expect, type Page, test } from "@playwright/test";
import { type CaptionWord, generatedWords, signUp } from "./helpers.ts";

const TEXT = "Our ETA is noon.";
const WRITTEN = ["Our", "ETA", "is", "noon."];

/** Generates `TEXT` in the studio; the words the server timed, as the page received them. */
async function generate(page: Page): Promise<CaptionWord[]> {
  const words = await generatedWords(page);
  // The words under the player are the ones written, whatever was said.
  const shown = page
    .getByRole("region", { name: "Generated Audio" })
    .getByRole("group", { name: "Words: choose one to play from there" })
    .locator("[data-word]");
  await expect(shown).toHaveText(WRITTEN);
  return words;
}

const span = (words: CaptionWord[], text: string) => {
  const word = words.find((w) => w.text === text);
  return (word?.end ?? 0) - (word?.start ?? 0);
};

test("a rule made on the Pronunciation page changes what the studio says, and its words stay the written ones", async ({
  page,
}) => {
  await signUp(page);

  // A dictionary with one alias rule.
  await page.getByRole("banner").getByRole("link", { name: "Pronunciation" }).click();
  await expect(page.getByRole("heading", { name: "Pronunciation", level: 1 })).toBeVisible();
  await page.getByLabel("Dictionary name").fill("Travel");
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Travel" })).toBeVisible();
  await page.getByLabel("Word or phrase").fill("ETA");
  await page.getByLabel("Say instead").fill("estimated time of arrival");
  await page.getByRole("button", { name: "Add rule" }).click();
  await expect(page.getByText("ETA → estimated time of arrival", { exact: true })).toBeVisible();

  // In the studio the dictionary is chosen by default; left out for the first generation.
  await page.getByRole("banner").getByRole("link", { name: "Dashboard" }).click();
  const travel = page
    .getByRole("group", { name: "Pronunciation dictionaries" })
    .getByRole("checkbox", { name: "Travel" });
  await expect(travel).toBeChecked();
  await travel.uncheck();
  await page.getByRole("textbox", { name: "Text to speak" }).fill(TEXT);
  const plain = await generate(page);

  // Chosen again: the alias is said, for as long as the written word is marked.
  await travel.check();
  const said = await generate(page);

  expect(plain.map((w) => w.text)).toEqual(WRITTEN);
  expect(said.map((w) => w.text)).toEqual(WRITTEN);
  const [plainEta, saidEta] = [span(plain, "ETA"), span(said, "ETA")];
  const [plainEnd, saidEnd] = [plain.at(-1)?.end ?? 0, said.at(-1)?.end ?? 0];
  console.log(
    `"ETA" heard for ${plainEta.toFixed(2)} s without the rule, ${saidEta.toFixed(2)} s with it; the text ends at ${plainEnd.toFixed(2)} s / ${saidEnd.toFixed(2)} s`,
  );
  expect(saidEta).toBeGreaterThanOrEqual(2 * plainEta);
  expect(saidEnd - plainEnd).toBeGreaterThan(0.5);
  // The words around it are the same words, said as long.
  expect(Math.abs(span(said, "noon.") - span(plain, "noon."))).toBeLessThan(0.1);
});
