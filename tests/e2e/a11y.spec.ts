// axe over every route of the app (public, signed in, admin with each tab), in the light and
// dark themes, at 1280 and 375 px: no serious or critical violation. Each test lists every
// problem it found at once, so one run gives the whole to-do list.
import { expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { adminSignIn, closeToasts, signUp } from "./helpers.ts";

const themes = ["light", "dark"] as const;
const widths = [1280, 375] as const;
type Theme = (typeof themes)[number];

async function prepare(page: Page, theme: Theme, width: number) {
  // The saved theme wins over the system's (docs/product.md section 4); set it before any script runs.
  await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
  await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
}

/** The page once settled: no request in flight, no spinner left (audit the page, not its loading state). */
async function audit(page: Page, label: string): Promise<string[]> {
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("main").getByText("Loading", { exact: true })).toHaveCount(0);
  return seriousViolations(page, label);
}

// Each entry: a label, a path, and optionally what to do on the page before the audit, so
// states that only appear on interaction (open menus, expanded panels, empty results) count too.
const publicPages: { label: string; path: string; act?: (page: Page) => Promise<void> }[] = [
  {
    label: "landing, scrolled to the end so the samples strip is in",
    path: "/",
    act: async (page) => {
      const { samples } = (await (await page.request.get("/api/samples")).json()) as {
        samples: unknown[];
      };
      await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
      if (samples.length > 0)
        await expect(page.getByRole("heading", { name: "Hear it for yourself" })).toBeVisible();
    },
  },
  { label: "pricing", path: "/pricing" },
  {
    label: "help, a category open and a search",
    path: "/help",
    act: async (page) => {
      await page.getByRole("button", { name: "Plans & Billing" }).click();
      await page.getByRole("searchbox", { name: "Search help articles" }).fill("payment");
    },
  },
  {
    label: "help, no results",
    path: "/help",
    act: (page) => page.getByRole("searchbox", { name: "Search help articles" }).fill("zzzz"),
  },
  { label: "contact", path: "/contact" },
  { label: "status", path: "/status" },
  { label: "developers", path: "/developers" },
  { label: "login", path: "/login" },
  {
    label: "login, create account",
    path: "/login",
    act: (page) => page.getByRole("tab", { name: "Create Account" }).click(),
  },
  { label: "admin access", path: "/admin-access" },
  { label: "not found", path: "/no-such-page" },
];

// The admin scans first: the longest tests, started first, share the two workers best
// (playwright.config.ts runs this file's tests in parallel), and they audit a database no other
// spec has written payments or plans to yet.
for (const theme of themes) {
  for (const width of widths) {
    const where = `${theme}, ${width} px`;

    test(`axe: admin dashboard, every tab (${where})`, async ({ page }) => {
      // Eight tabs, each audited in full: more than one test's usual minute on a 2-core machine.
      test.slow();
      await prepare(page, theme, width);
      await adminSignIn(page);
      // The sign-in toast would fade out over the first tabs.
      await closeToasts(page);
      const tabs = await page.getByRole("tab").allTextContents();
      expect(tabs.length).toBeGreaterThanOrEqual(5);
      const problems: string[] = [];
      for (const name of tabs) {
        await page.getByRole("tab", { name }).click();
        await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
        problems.push(...(await audit(page, `/admin-dashboard (${name} tab)`)));
      }
      expect(problems).toEqual([]);
    });
  }
}

for (const theme of themes) {
  for (const width of widths) {
    const where = `${theme}, ${width} px`;

    test(`axe: public pages (${where})`, async ({ page }) => {
      // Eleven pages, each audited in full, beside another test on a 2-core machine: over a
      // minute at load 13 (docs/performance.md, "CI time").
      test.slow();
      await prepare(page, theme, width);
      const problems: string[] = [];
      for (const { label, path, act } of publicPages) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        await act?.(page);
        problems.push(...(await audit(page, `${path} (${label})`)));
      }
      if (width === 375) {
        await page.goto("/");
        await page.getByRole("button", { name: "Open menu" }).click();
        problems.push(...(await audit(page, "/ (mobile menu open)")));
      }
      expect(problems).toEqual([]);
    });

    test(`axe: dashboard, signed in (${where})`, async ({ page }) => {
      await prepare(page, theme, width);
      await signUp(page);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await audit(page, "/dashboard")).toEqual([]);
    });
  }
}
