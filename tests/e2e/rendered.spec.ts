// The public pages come from the server rendered (docs/decisions/014-react-ssr.md): in the
// reader's language, hydrated without a warning, a refetch or a new DOM, and with links that work
// before any script has run.
import { expect, type Page, test } from "@playwright/test";
import { PUBLIC_PAGES } from "../../src/domain/public-pages.ts";
import { failOnConsoleErrors, PAGE_ONLY } from "./helpers.ts";

failOnConsoleErrors();

const PAGES = PUBLIC_PAGES;

// The queries whose answers the server wrote into the page: hydrating asks none of them again.
const RENDERED_DATA = ["/api/site", "/api/me", "/api/plans", "/api/status"];

/**
 * Marks the server's <h1> as it is parsed, before any script runs: a hydration that threw the
 * server's DOM away (a mismatch React recovers from by rendering afresh) leaves an unmarked one.
 */
async function markServerHeading(page: Page) {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const heading = document.querySelector("h1");
      if (!heading) return;
      Object.assign(heading, { fromServer: true });
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

for (const [language, locale, dir] of [
  ["English", "en-US", "ltr"],
  ["Urdu", "ur-PK", "rtl"],
] as const) {
  test.describe(`a reader whose browser asks for ${language}`, () => {
    test.use({ locale });

    test(
      `every public page comes rendered in ${language} and hydrates as it is`,
      PAGE_ONLY,
      async ({ page }) => {
        await markServerHeading(page);
        const asked: string[] = [];
        page.on("request", (r) => {
          const path = new URL(r.url()).pathname;
          if (RENDERED_DATA.includes(path)) asked.push(path);
        });
        for (const path of PAGES) {
          const res = await page.goto(path);
          const html = (await res?.text()) ?? "";
          expect(html, path).toContain(
            `<html lang="${locale.slice(0, 2)}" dir="${dir}" data-rendered>`,
          );
          expect(html, path).toMatch(/<h1[^>]*>[^<]+/);
          await expect(page.locator("html")).toHaveAttribute("lang", locale.slice(0, 2));
          // Hydrated: the header's menu button answers a click, and it is still the server's h1.
          await page.setViewportSize({ width: 375, height: 812 });
          const menu = page.locator('button[aria-controls="mobile-menu"]');
          await menu.click();
          await expect(menu).toHaveAttribute("aria-expanded", "true");
          await page.setViewportSize({ width: 1280, height: 900 });
          const fromServer = await page
            .locator("h1")
            .first()
            .evaluate((h) => (h as HTMLElement & { fromServer?: boolean }).fromServer === true);
          expect(fromServer, `${path}: the server's <h1> is the one on screen`).toBe(true);
        }
        expect(asked, "data the server rendered, fetched again").toEqual([]);
      },
    );
  });
}

test(
  "the chosen language's cookie wins over the browser's languages",
  PAGE_ONLY,
  async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "اردو" }).first().click();
    await expect(page.locator("html")).toHaveAttribute("lang", "ur");
    const html = await (await page.request.get("/pricing")).text();
    expect(html).toContain('<html lang="ur" dir="rtl" data-rendered>');
  },
);

test.describe("before any script runs", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "the landing page's Start Free and a plan's button are links that work",
    PAGE_ONLY,
    async ({ page }) => {
      await page.goto("/");
      await page.getByRole("main").getByRole("link", { name: "Start Free", exact: true }).click();
      await expect(page).toHaveURL(/\/login\?tab=signup$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.goto("/pricing");
      await page.getByRole("link", { name: "Choose Plan: Creator Pro" }).click();
      await expect(page).toHaveURL(/\/pricing\?buy=/);
    },
  );
});

test(
  "a plan wanted by its link leads a visitor, once the page runs, to sign up",
  PAGE_ONLY,
  async ({ page }) => {
    await page.goto("/pricing?buy=plan-1");
    await expect(page).toHaveURL(/\/login\?tab=signup$/);
    await expect(page.getByRole("tab", { name: "Create Account" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  },
);

/** When each of `parts` (the start of an asset's name) was asked for, by the page's clock. */
function askedAt(page: Page, parts: string[]) {
  return page.evaluate((names) => {
    const entries = performance.getEntriesByType("resource");
    return names.map(
      (part) =>
        entries.find((r) => new URL(r.name).pathname.startsWith(`/assets/${part}`))?.startTime ??
        Number.NaN,
    );
  }, parts);
}

test(
  "a rendered page's own chunks are asked for once it has painted, not beside its shell's",
  PAGE_ONLY,
  async ({ page }) => {
    // The time of the page's first frame: its callbacks run before any later frame's.
    await page.addInitScript(() =>
      requestAnimationFrame(() => Object.assign(window, { firstFrame: performance.now() })),
    );
    await page.goto("/pricing");
    // Hydrated: the page's chunk has loaded and run.
    const menu = page.locator('button[aria-controls="mobile-menu"]');
    await page.setViewportSize({ width: 375, height: 812 });
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    const [pageAsked] = await askedAt(page, ["pricing-page-"]);
    const firstFrame = await page.evaluate(
      () => (window as Window & { firstFrame?: number }).firstFrame,
    );
    // theme-init.js moves the template's preloads into the head a frame after the first, and the
    // app hydrates (its router importing the page) once they are in.
    expect(pageAsked).toBeGreaterThanOrEqual(firstFrame ?? Number.POSITIVE_INFINITY);
    expect(await page.locator("#late-preloads").count()).toBe(0);
    expect(await page.locator('head link[href*="/assets/pricing-page-"]').count()).toBe(1);
  },
);

test.describe("in Urdu", () => {
  test.use({ locale: "ur-PK" });

  test(
    "a rendered page's chunks and Urdu's texts are asked for once its text has shown in Nastaliq",
    PAGE_ONLY,
    async ({ page }) => {
      // When the page stops hiding its content for the font (theme-init.js, data-fonts-pending).
      await page.addInitScript(() => {
        let pending = false;
        new MutationObserver((_, observer) => {
          if (document.documentElement.hasAttribute("data-fonts-pending")) pending = true;
          else if (pending) {
            Object.assign(window, { shown: performance.now() });
            observer.disconnect();
          }
        }).observe(document, { subtree: true, attributeFilter: ["data-fonts-pending"] });
      });
      await page.goto("/contact");
      await expect(page.locator("html")).toHaveAttribute("lang", "ur");
      await expect(page.locator('main button[type="submit"]')).toBeEnabled();
      const shown = await page.evaluate(() => (window as Window & { shown?: number }).shown);
      const [pageAsked, textsAsked, fontAsked] = await askedAt(page, [
        "contact-page-",
        "ur-",
        "noto-nastaliq-urdu-",
      ]);
      // The face with the page's first requests; what hydrating needs after the page's largest
      // paint, the one that shows its text, so that paint does not share the link with them.
      expect(fontAsked).toBeLessThan(shown ?? Number.NaN);
      expect(pageAsked).toBeGreaterThanOrEqual(shown ?? Number.POSITIVE_INFINITY);
      expect(textsAsked).toBeGreaterThanOrEqual(shown ?? Number.POSITIVE_INFINITY);
    },
  );
});
