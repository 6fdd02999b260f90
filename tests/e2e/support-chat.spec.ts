// WhatsApp links built from the operator's settings. It saves a number in them, which every page
// then shows: it runs with the specs that change what the others see (playwright.config.ts).
import { expect, test } from "@playwright/test";
import { failOnConsoleErrors, openSupportChat, publicSite as site } from "./helpers.ts";

failOnConsoleErrors();

test("WhatsApp links carry the number from the settings and open in a new tab", async ({
  page,
  context,
  browser,
}) => {
  // A fresh install has no number: no link to a stranger's chat, anywhere.
  if (!(await site(page)).whatsappNumber) {
    for (const path of ["/help", "/contact"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator('a[href^="https://wa.me/"]')).toHaveCount(0);
    }
  }
  await openSupportChat(browser);
  const { whatsappNumber, siteName } = await site(page);
  // Never leave the test machine: answer wa.me locally.
  await context.route("https://wa.me/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }),
  );
  for (const path of ["/help", "/contact"]) {
    await page.goto(path);
    const links = page.getByRole("main").locator('a[href^="https://wa.me/"]');
    await expect(links.first()).toBeVisible();
    for (const link of await links.all()) {
      expect(await link.getAttribute("href")).toMatch(
        new RegExp(`^https://wa\\.me/${whatsappNumber}(\\?|$)`),
      );
      await expect(link).toHaveAttribute("target", "_blank");
      expect(await link.getAttribute("rel")).toContain("noopener");
    }
  }

  const topics = ["General Support", "Technical Issues", "Account & Billing", "Feature Requests"];
  for (const topic of topics) {
    const href = await page
      .getByRole("link", { name: new RegExp(`^${topic}`) })
      .getAttribute("href");
    const text = new URL(href ?? "").searchParams.get("text");
    expect(text).toBe(`Hello ${siteName} support, I have a question about: ${topic}.`);
  }

  const popup = context.waitForEvent("page");
  await page.getByRole("link", { name: /^Technical Issues/ }).click();
  const tab = await popup;
  expect(tab.url()).toContain(`https://wa.me/${whatsappNumber}?text=`);
  // noopener: the new tab cannot reach back into the site.
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await tab.close();
  await expect(page).toHaveURL(/\/contact$/);
});
