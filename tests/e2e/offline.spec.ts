// A phone that loses its connection before the first toast of the visit: pressing Generate must
// keep the page and the typed text, say it is offline, and work again once online; a reload keeps
// the unsent draft (docs/architecture.md, "Offline").
import { expect, type Page, test } from "@playwright/test";
import { chooseVoice, generationResponse, newEmail, PAGE_ONLY, voiceRow } from "./helpers.ts";

const OFFLINE = "You are offline. Please check your internet connection.";
const TEXT = "Typed on the bus, sent when the signal came back.";

const textBox = (page: Page) => page.getByRole("textbox", { name: "Text to speak" });
const BRITISH_FEMALE = "Basic English (UK), female 1";
const chooseBritishFemale = (page: Page) => chooseVoice(page, /^Basic English \(UK\), female 1/);

test(
  "offline before the first toast, Generate keeps the page and the text, and works once online",
  PAGE_ONLY,
  async ({ page, context, baseURL }) => {
    // Signed up through the API, so this visit has shown no toast and fetched no toast code yet
    // (a fresh context: nothing in the HTTP cache either).
    const res = await page.request.post("/api/auth/sign-up/email", {
      data: { email: newEmail("offline"), password: "password123", name: "offline" },
      headers: { origin: baseURL ?? "" },
    });
    expect(res.status()).toBe(200);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));

    await page.goto("/dashboard");
    await chooseBritishFemale(page);
    await textBox(page).fill(TEXT);

    await context.setOffline(true);
    await page.getByRole("button", { name: "Generate Voice" }).click();
    // As a toast (not only the page's offline banner), though the toast code could not be fetched.
    const toasts = page.getByRole("region", { name: /^Notifications/ });
    await expect(toasts.getByRole("alert").filter({ hasText: OFFLINE })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Voice Generator" })).toBeVisible();
    await expect(page.getByText("A new version is available")).toHaveCount(0);
    await expect(textBox(page)).toHaveValue(TEXT);
    await expect(voiceRow(page)).toContainText(BRITISH_FEMALE);

    await context.setOffline(false);
    const [response] = await Promise.all([
      generationResponse(page),
      page.getByRole("button", { name: "Generate Voice" }).click(),
    ]);
    expect(response.status()).toBe(200);
    // Chromium keeps the failed toast chunk failed for this page: the built-in list shows it.
    await expect(toasts.getByText("Voice generated successfully!")).toBeVisible();
    await expect(page.getByRole("region", { name: "Generated Audio" })).toBeVisible();
    expect(errors).toEqual([]);
  },
);

test(
  "a reload keeps the unsent draft and its voice; a generated one is forgotten",
  PAGE_ONLY,
  async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("tab", { name: "Create Account" }).click();
    await page.getByLabel("Email").fill(newEmail("draft"));
    await page.getByLabel("Password", { exact: true }).fill("password123");
    await page.getByRole("button", { name: "Create Account", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await chooseBritishFemale(page);
    await textBox(page).fill(TEXT);
    await page.reload();
    await expect(textBox(page)).toHaveValue(TEXT);
    await expect(voiceRow(page)).toContainText(BRITISH_FEMALE);

    await page.getByRole("button", { name: "Generate Voice" }).click();
    await expect(page.getByText("Voice generated successfully!").first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Voice Generator" })).toBeVisible();
    await expect(textBox(page)).toHaveValue("");
  },
);

test(
  "offline, a link to a page not loaded yet keeps the page on screen; online, the page opens",
  PAGE_ONLY,
  async ({ page, context }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto("/");
    const heading = page.getByRole("heading", { level: 1 });
    const landing = (await heading.textContent()) ?? "";

    await context.setOffline(true);
    const support = page.getByRole("navigation", { name: "Support" });
    await support.getByRole("link", { name: "Terms" }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole("alert").filter({ hasText: OFFLINE }).first()).toBeVisible();
    // The old page, not the loading placeholder nor an error page, until the code can be fetched.
    await expect(heading).toHaveText(landing);
    await expect(page.getByRole("status").filter({ hasText: /^Loading$/ })).toHaveCount(0);

    await context.setOffline(false);
    await expect(page.getByRole("heading", { name: "Terms of Service" })).toBeVisible();
    expect(errors).toEqual([]);
  },
);

test(
  "offline, a part of a page whose code is not loaded yet waits; online, it loads, and the page stays",
  PAGE_ONLY,
  async ({ page, context }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    // The samples strip's code is asked for once the strip is near the screen; that one request
    // is held until the browser is offline, then fails as a lost connection makes it fail.
    const asked = Promise.withResolvers<void>();
    const cut = Promise.withResolvers<void>();
    const failed = Promise.withResolvers<void>();
    await page.route(
      /\/assets\/samples-strip-[\w-]+\.js$/,
      async (route) => {
        asked.resolve();
        await cut.promise;
        await route.abort("internetdisconnected");
        failed.resolve();
      },
      { times: 1 },
    );
    await page.goto("/");
    const heading = page.getByRole("heading", { level: 1 });
    const landing = (await heading.textContent()) ?? "";
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await asked.promise;
    await context.setOffline(true);
    cut.resolve();
    await failed.promise;

    // The landing page, not the error page's "You are offline", while the strip waits. A failed
    // chunk reaches the error boundary within milliseconds: half a second gives it every chance.
    await page.waitForTimeout(500);
    await expect(heading).toHaveText(landing);
    await expect(page.getByRole("heading", { name: "You are offline" })).toHaveCount(0);

    const listed = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/samples");
    await context.setOffline(false);
    expect((await listed).ok()).toBe(true);
    await expect(heading).toHaveText(landing);
    expect(errors).toEqual([]);
  },
);
