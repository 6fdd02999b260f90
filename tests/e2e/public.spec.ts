// The public pages in Chromium: where the calls to action lead, the help search, keyboard
// disclosures and live status. (The WhatsApp links, which need a number in the operator's
// settings, are in support-chat.spec.ts.)
import { expect, test } from "@playwright/test";
import { failOnConsoleErrors, PAGE_ONLY, publicSite as site } from "./helpers.ts";

failOnConsoleErrors();

test("landing: title, description, Open Graph, and the calls to action lead where docs/product.md section 2 says", async ({
  page,
}) => {
  const { siteName } = await site(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Turn your text into natural speech",
  );
  await expect(page).toHaveTitle(`AI voice studio · ${siteName}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Urdu/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    `AI voice studio · ${siteName}`,
  );
  await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute("content", siteName);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", /.+/);

  const main = page.getByRole("main");
  for (const heading of [
    "Why creators choose us",
    "Made for your content",
    "Ready to give your content a voice?",
  ]) {
    await expect(main.getByRole("heading", { name: heading })).toBeVisible();
  }
  for (const tile of ["YouTube videos", "TikTok", "Podcast intros", "YouTube Shorts"]) {
    await expect(main.getByRole("heading", { name: tile })).toBeVisible();
  }
  // A fresh install states no figures and no founder until the operator gives them.
  await expect(main.getByText("Happy customers")).toHaveCount(0);
  await expect(main.getByRole("heading", { name: "Meet the founder" })).toHaveCount(0);

  await main.getByRole("link", { name: "Start Free", exact: true }).click();
  await expect(page).toHaveURL(/\/login\?tab=signup$/);
  await expect(page.getByRole("tab", { name: "Create Account" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await page.goto("/");
  await page.getByRole("main").getByRole("link", { name: "View Pricing" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.goto("/");
  await page.getByRole("main").getByRole("link", { name: "Start Free Now" }).click();
  await expect(page).toHaveURL(/\/login\?tab=signup$/);
  // Each page has its own card: the sign-up page's, once the app has moved there.
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    new RegExp(` · ${siteName}$`),
  );
  await expect(page.locator('meta[property="og:title"]')).not.toHaveAttribute(
    "content",
    `AI voice studio · ${siteName}`,
  );
});

test("landing: the samples strip plays a pre-made sample, or hides itself when there are none", async ({
  page,
}) => {
  // The strip loads when scrolled near (it is below the fold): scroll, then wait for its list.
  const listed = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/samples");
  await page.goto("/");
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  const { samples } = (await (await listed).json()) as { samples: { name: string }[] };
  const strip = page.getByRole("heading", { name: "Hear it for yourself" });
  const first = samples[0];
  if (!first) {
    await expect(strip).toHaveCount(0);
    return;
  }
  await expect(strip).toBeVisible();
  const audio = page.waitForResponse((r) => /\/api\/samples\/[\w-]+\.mp3/.test(r.url()));
  await page.getByRole("button", { name: `Play ${first.name} sample` }).click();
  expect([200, 206]).toContain((await audio).status());
  await expect(page.getByRole("button", { name: `Pause ${first.name} sample` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});

test(
  "help: search filters categories and steps as you type and says when nothing matches",
  PAGE_ONLY,
  async ({ page }) => {
    const settings = await site(page);
    await page.goto("/help");
    await expect(page).toHaveTitle(`Help Center · ${settings.siteName}`);
    const categories = page.getByRole("main").getByRole("button", { expanded: false });
    await expect(categories).toHaveText([
      "Getting Started",
      "Voice Generation",
      "Plans & Billing",
      "Account & Settings",
      "Troubleshooting",
    ]);
    await expect(page.getByText("Quick Answers")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Support hours" })).toBeVisible();

    const search = page.getByRole("searchbox", { name: "Search help articles" });
    await search.pressSequentially("refund");
    const shown = page.getByRole("main").locator("button[aria-expanded]");
    await expect(shown).toHaveText(["Plans & Billing"]);
    await expect(shown).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("status").filter({ hasText: "match" })).toHaveText(/^1 article/);
    await expect(page.getByText("Refund policy")).toBeVisible();
    // The help text agrees with the operator's settings.
    await search.fill("verification");
    await expect(
      page.getByText(`Payments are checked by hand and verified ${settings.verificationText}.`),
    ).toBeVisible();

    await search.fill("blockchain");
    await expect(page.getByText("No articles match “blockchain”.")).toBeVisible();
    await expect(shown).toHaveCount(0);
    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(shown).toHaveCount(5);
  },
);

test("help: categories expand and collapse from the keyboard", PAGE_ONLY, async ({ page }) => {
  await page.goto("/help");
  const button = page.getByRole("button", { name: "Getting Started" });
  const panel = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
  await expect(panel).toBeHidden();
  // Reach it with Tab from the search box, as a keyboard user would.
  await page.getByRole("searchbox", { name: "Search help articles" }).focus();
  await page.keyboard.press("Tab");
  await expect(button).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await page.keyboard.press("Space");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(panel).toBeHidden();
});

test("status: shows the database as up with the time of the check, and refreshes", async ({
  page,
}) => {
  await page.goto("/status");
  const database = page.getByRole("listitem").filter({ hasText: "Database" });
  await expect(database).toContainText("Operational");
  const checked = page.locator("time");
  await expect(checked).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT/);
  // On the operator's clock, from the offset the report carries: "26 Nov 2026, 21:40".
  await expect(checked).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d$/);
  const stamp = Date.parse((await checked.getAttribute("datetime")) ?? "");
  expect(Math.abs(Date.now() - stamp)).toBeLessThan(60_000);
  const refresh = page.getByRole("button", { name: "Refresh" });
  await refresh.click();
  await expect(refresh).toBeEnabled();
  await expect(database).toContainText("Operational");
});

test("the API page, from the footer: keys after signing in, examples and the endpoints", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "API" }).click();
  await expect(page).toHaveURL(/\/developers$/);
  const keys = page.getByRole("region", { name: "Your API keys" });
  await expect(keys.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
  const endpoints = page.getByRole("region", { name: "Endpoints" });
  await expect(endpoints.getByText("POST /v1/audio/speech")).toBeVisible();
  await expect(page.getByRole("link", { name: "OpenAPI document" })).toHaveAttribute(
    "href",
    "/v1/openapi.json",
  );
});
