// The interface in Urdu on a phone (docs/i18n.md): sign-up, a generation, a purchase and the help
// centre, right to left at 375 px. On each page: nothing scrolls sideways (a screenshot is kept
// for a look), and axe finds no serious or critical problem. Every name is read from the Urdu
// catalogue, so the test follows the translation and fails when a page is not in it.
import { expect, type Page, test } from "@playwright/test";
import auth from "../../src/domain/i18n/ur/auth.ts";
import help from "../../src/domain/i18n/ur/help.ts";
import messages from "../../src/domain/i18n/ur/messages.ts";
import pricing from "../../src/domain/i18n/ur/pricing.ts";
import shell from "../../src/domain/i18n/ur/shell.ts";
import studio from "../../src/domain/i18n/ur/studio.ts";
import { seriousViolations } from "./axe.ts";
import {
  closeToasts,
  expectDownloadFits,
  generationResponse,
  keepScreenshot,
  newEmail,
  openPayments,
  openVoices,
  PAGE_ONLY,
} from "./helpers.ts";

const URDU_SHEET = {
  change: studio.pickerChangeLabel,
  legend: studio.pickerLegend,
  done: studio.pickerDone,
};

test.beforeAll(async ({ browser }) => openPayments(browser));

test.beforeEach(async ({ page }) => {
  // A reader who chose Urdu earlier in this browser (theme-init.js reads it before the first paint).
  await page.addInitScript(() => {
    if (!localStorage.getItem("locale")) localStorage.setItem("locale", "ur");
  });
  await page.setViewportSize({ width: 375, height: 812 });
});

/** The page is Urdu, right to left, fits 375 px, and passes axe; its picture is kept. */
async function checkPage(page: Page, name: string, outputPath: (f: string) => string) {
  await page.waitForLoadState("networkidle");
  await expect(page.locator("html")).toHaveAttribute("lang", "ur");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("main").getByText(shell.loading, { exact: true })).toHaveCount(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  await keepScreenshot(page, outputPath(`urdu-${name}-375.png`));
  expect(overflow, `${name} scrolls sideways by ${overflow} px`).toBe(0);
  expect(await seriousViolations(page, name)).toEqual([]);
}

test("Urdu: sign up, generate, buy a plan and find help, right to left at 375 px", async ({
  page,
}, testInfo) => {
  test.slow();
  const out = (f: string) => testInfo.outputPath(f);

  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await checkPage(page, "login", out);
  await page.getByRole("tab", { name: auth.signUp }).click();
  await page.getByLabel(auth.email).fill(newEmail("urdu"));
  await page.getByLabel(auth.password, { exact: true }).fill("password123");
  await page.getByRole("button", { name: auth.signUp, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("region", { name: studio.planTitle })).toBeVisible();
  // The sign-up toast would lie over the voice sheet's close button, scanned below.
  await closeToasts(page);
  await checkPage(page, "dashboard", out);

  // The choice made before signing up is now the profile's, for other devices and the e-mails.
  await expect
    .poll(async () => (await (await page.request.get("/api/me")).json()).profile.locale)
    .toBe("ur");

  // The sheet of voices, right to left, filtered to Urdu; Done closes it.
  const sheet = await openVoices(page, URDU_SHEET);
  expect(await sheet.evaluate((el) => getComputedStyle(el).direction)).toBe("rtl");
  await sheet.getByRole("button", { name: studio.filterHindiUrdu }).click();
  await sheet
    .getByRole("group", { name: studio.pickerLegend })
    .getByRole("radio", { name: /^Basic Urdu, female/ })
    .check();
  expect(await seriousViolations(page, "voice sheet")).toEqual([]);
  await sheet.getByRole("button", { name: studio.pickerDone }).click();
  await expect(sheet).toBeHidden();
  await page
    .getByRole("textbox", { name: studio.textLabel })
    .fill("آپ کیسے ہیں؟ یہ ایک آزمائشی جملہ ہے۔");
  const [response] = await Promise.all([
    generationResponse(page),
    page.getByRole("button", { name: studio.generatorGenerate }).click(),
  ]);
  expect(response.status()).toBe(200);
  await expect(page.getByText(messages.generationSuccess).first()).toBeVisible();
  const panel = page.getByRole("region", { name: studio.audioTitle });
  await expect(panel).toBeVisible();
  await checkPage(page, "generated", out);
  await expectDownloadFits(panel, studio.audioDownload, studio.audioFormat);

  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await checkPage(page, "pricing", out);
  await page
    .getByRole("link", { name: pricing.choosePlanLabel.replace("{plan}", "Quick Start") })
    .click();
  const dialog = page.getByRole("dialog", { name: pricing.purchaseTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(pricing.tidLabel).fill(`URDU-${Date.now().toString(36)}`.toUpperCase());
  await checkPage(page, "purchase", out);
  await dialog.getByRole("button", { name: pricing.purchaseSubmit }).click();
  await expect(page.getByText(messages.purchaseSubmitted)).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto("/help");
  const search = page.getByRole("searchbox", { name: help.searchLabel });
  await search.fill("واپسی");
  await expect(page.getByText(help.refundsTitle)).toBeVisible();
  await checkPage(page, "help", out);
});

test("Urdu: the header's switch turns the page back to English, left to right", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByRole("button", { name: shell.menuOpen }).click();
  // The switch names the other language in that language.
  await page.getByRole("button", { name: "English" }).first().click();
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("link", { name: "Help" }).first()).toBeVisible();
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test.describe("a browser whose first language is Urdu", () => {
  test.use({ locale: "ur-PK" });

  test(
    "Urdu: its first page preloads Nastaliq and the catalogue, each fetched once",
    PAGE_ONLY,
    async ({ page }) => {
      const fetched: string[] = [];
      page.on("request", (r) => fetched.push(new URL(r.url()).pathname));
      const answer = await page.goto("/pricing");
      const html = (await answer?.text()) ?? "";
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(pricing.heading);
      await page.waitForLoadState("networkidle");
      const faces = fetched.filter((p) => p.endsWith(".woff2"));
      // The one face the HTML names is the one the stylesheet uses, for every weight:
      // one request, no second fetch because the preload and the @font-face did not match.
      expect(faces).toHaveLength(1);
      expect(html).toContain(`as="font" type="font/woff2" crossorigin href="${faces[0]}"`);
      const catalogue = fetched.filter((p) => /\/assets\/ur-[\w-]+\.js$/.test(p));
      expect(catalogue).toHaveLength(1);
      // Preloaded by the page the server rendered, so hydration does not wait to discover it.
      expect(html).toContain(`<link rel="modulepreload" crossorigin href="${catalogue[0]}">`);
      // One face for every weight the pages use, drawn as it is: without its range, bold would be
      // synthesised (src/web/styles.css).
      const nastaliq = await page.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.family.includes("Nastaliq"))
          .map((face) => [face.weight, face.status]),
      );
      expect(nastaliq).toEqual([["400 700", "loaded"]]);
    },
  );
});
