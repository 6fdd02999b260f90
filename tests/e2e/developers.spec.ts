// The public API from the browser's side: a key created on /developers, used by a tool that is
// not the browser (no cookies), seen in the history, then revoked.
import { expect, type Page, request, test } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { closeToasts, signUp } from "./helpers.ts";

test("a key made on /developers speaks through the OpenAI shape until it is revoked", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signUp(page);
  // From the keyboard: the sign-up toast may still cover the link, and a hovered toast stays.
  await page.getByRole("link", { name: "API keys" }).press("Enter");
  await expect(page).toHaveURL(/\/developers$/);
  await expect(page.getByRole("heading", { name: "Your API keys" })).toBeVisible();

  await page.getByLabel("Key name").fill("My video editor");
  await page.getByRole("button", { name: "Create key" }).click();
  const secret = (await page.getByTestId("new-api-key").textContent()) ?? "";
  expect(secret).toMatch(/^awz_/);
  await page.getByRole("button", { name: "Copy key" }).click();
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await page.getByRole("button", { name: "Done" }).click();
  // Listed by name and prefix only: the secret is never shown again.
  const list = page.getByRole("list", { name: "Your API keys" });
  await expect(list.getByText("My video editor")).toBeVisible();
  await expect(list.getByText(`${secret.slice(0, 10)}…`)).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);

  // A tool elsewhere: its own HTTP client, no cookies, only the key.
  const tool = await request.newContext({ baseURL });
  const speak = () =>
    tool.post("/v1/audio/speech", {
      headers: { authorization: `Bearer ${secret}` },
      data: { model: "tts-1", voice: "alloy", input: "Hello from a tool." },
    });
  const spoken = await speak();
  expect(spoken.status()).toBe(200);
  expect(spoken.headers()["content-type"]).toBe("audio/mpeg");
  expect((await spoken.body()).byteLength).toBeGreaterThan(1000);

  await page.reload();
  await expect(list.getByText(/last used (?!Never)/)).toBeVisible();
  await page.goto("/dashboard");
  await expect(page.getByRole("listitem").filter({ hasText: "Hello from a tool." })).toContainText(
    "API",
  );

  await page.goto("/developers");
  await list.getByRole("button", { name: "Revoke My video editor" }).click();
  const dialog = page.getByRole("dialog", { name: /Revoke/ });
  await dialog.getByRole("button", { name: "Revoke key" }).click();
  await expect(page.getByText("No keys yet.")).toBeVisible();
  const refused = await speak();
  expect(refused.status()).toBe(401);
  expect((await refused.json()).error.code).toBe("invalid_api_key");
  await tool.dispose();
});

// The states only a signed-in user reaches (the secret shown, the list, the revoke dialog), as the
// app-wide axe run does for the rest: no serious or critical violation, light and dark, 1280 and 375 px.
async function serious(page: Page, label: string): Promise<string[]> {
  await page.waitForLoadState("networkidle");
  return seriousViolations(page, label);
}

for (const theme of ["light", "dark"] as const) {
  for (const width of [1280, 375] as const) {
    test(`axe: /developers signed in (${theme}, ${width} px)`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await signUp(page);
      await page.goto("/developers");
      // The server renders /developers: a key typed before the page is hydrated would be lost.
      await page.waitForLoadState("networkidle");
      await page.getByLabel("Key name").fill("Audit");
      await page.getByRole("button", { name: "Create key" }).click();
      await expect(page.getByTestId("new-api-key")).toBeVisible();
      const problems = await serious(page, "secret shown");
      await page.getByRole("button", { name: "Done" }).click();
      await closeToasts(page);
      problems.push(...(await serious(page, "keys listed")));
      await page.getByRole("button", { name: "Revoke Audit" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      problems.push(...(await serious(page, "revoke dialog")));
      expect(problems).toEqual([]);
    });
  }
}
