// The pages people judge the product by, compared pixel by pixel with committed baselines
// (tests/e2e/look.spec.ts-snapshots/): the landing page, pricing, the studio and the admin's
// payments, in both themes at 375 and 1280 px. What changes by itself (today's date) is masked;
// the rest is made the same on every run: a fresh database, fixed accounts and a fixed payment,
// and the specs that add voices or plans or change the settings run only after this one
// (playwright.config.ts).
// After a deliberate change of look: `npx playwright test tests/e2e/look.spec.ts
// --update-snapshots=all`, then look at the new pictures before committing them.
import { type Browser, expect, type Page, test } from "@playwright/test";
import { adminSignIn, closeToasts, openPayments } from "./helpers.ts";

const themes = ["light", "dark"] as const;
const widths = [375, 1280] as const;
const USER = { email: "visual-studio@example.com", password: "password123", name: "visual" };
const PAYER = { email: "visual-payer@example.com", password: "password123", name: "payer" };
const TID = "VISUAL-0001";

test.describe.configure({ mode: "serial" });

/** Signs `who` up, or in when this run already made the account. */
async function session(page: Page, who: typeof USER) {
  const up = await page.request.post("/api/auth/sign-up/email", { data: who });
  if (!up.ok()) {
    const inn = await page.request.post("/api/auth/sign-in/email", { data: who });
    expect(inn.ok()).toBe(true);
  }
}

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  await openPayments(browser);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/");
  await session(page, PAYER);
  const plans = (await (await page.request.get("/api/plans")).json()) as {
    plans: { id: number; name: string }[];
  };
  const plan = plans.plans.find((p) => p.name === "Creator Pro");
  const paid = await page.request.post("/api/payments", {
    data: { planId: plan?.id, billingCycle: "monthly", tid: TID },
  });
  // 409: an earlier attempt of this run already sent it.
  expect([201, 409]).toContain(paid.status());
  await context.close();
});

async function prepare(page: Page, theme: string, width: number) {
  await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
  await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
}

const shot = { fullPage: true, animations: "disabled", caret: "hide" } as const;

for (const theme of themes) {
  for (const width of widths) {
    const where = `${theme}-${width}`;

    test(`look: landing (${where})`, async ({ page }) => {
      await prepare(page, theme, width);
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expect(page).toHaveScreenshot(`landing-${where}.png`, shot);
    });

    test(`look: pricing (${where})`, async ({ page }) => {
      await prepare(page, theme, width);
      await page.goto("/pricing");
      await expect(page.getByRole("article", { name: "Creator Pro" })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expect(page).toHaveScreenshot(`pricing-${where}.png`, shot);
    });

    test(`look: studio (${where})`, async ({ page }) => {
      await prepare(page, theme, width);
      await page.goto("/");
      await session(page, USER);
      await page.goto("/dashboard");
      await expect(page.getByRole("button", { name: "Change voice" })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expect(page).toHaveScreenshot(`studio-${where}.png`, shot);
    });

    test(`look: admin payments (${where})`, async ({ page }) => {
      await prepare(page, theme, width);
      await adminSignIn(page);
      await page.goto("/admin-dashboard?tab=payments");
      await page.getByLabel("Search payments").fill(TID);
      const row = page.getByRole("row").filter({ hasText: TID });
      await expect(row).toHaveCount(1);
      // Without the sign-in toast, the only thing that changes from day to day is the date.
      await closeToasts(page);
      await page.waitForLoadState("networkidle");
      await expect(page).toHaveScreenshot(`admin-payments-${where}.png`, {
        ...shot,
        mask: [row.locator("td").nth(5)],
      });
    });
  }
}
