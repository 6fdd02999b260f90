// An Urdu page whose Nastaliq face comes late, after the page has painted: nothing on it moves
// when the face arrives (src/web/theme-init.js hides what it would move until then).
import { expect, test } from "@playwright/test";
import { failOnConsoleErrors, PAGE_ONLY } from "./helpers.ts";

failOnConsoleErrors();
test.use({ locale: "ur-PK", viewport: { width: 412, height: 823 } });

for (const path of ["/pricing", "/help"]) {
  test(
    `Urdu: ${path} does not move when Nastaliq comes a second late`,
    PAGE_ONLY,
    async ({ page }) => {
      let fontAsked = false;
      await page.route("**/*nastaliq*.woff2", async (route) => {
        fontAsked = true;
        await new Promise((r) => setTimeout(r, 1_000));
        await route.continue();
      });
      // Every layout shift from the first paint on, as Lighthouse counts them.
      await page.addInitScript(() => {
        const w = window as unknown as { shifts: number[] };
        w.shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number }[])
            w.shifts.push(entry.value);
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "ur");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await expect(page.locator("html")).not.toHaveAttribute("data-fonts-pending");
      // Two frames after the face is in: a shift it caused has been recorded.
      await page.evaluate(
        () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
      );
      expect(fontAsked).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual(
        [],
      );
    },
  );
}
