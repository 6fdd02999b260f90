// The Projects page end to end: the production server, a fresh database, the real eSpeak engine
// rendering on the server's own queue. A user pastes two chapters of markdown, sees what the
// conversion costs, converts it, watches it reach done and downloads a chapter's MP3; and the page
// passes axe at a phone's width in the dark theme and right to left.
import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { signUp } from "./helpers.ts";

const MARKDOWN = "# Monday\n\nIt rained all day.\n\n# Tuesday\n\nThe sun came out at last.";

async function makeProject(page: Page, name: string) {
  await page.getByLabel("Project name").fill(name);
  await page.getByLabel("Default voice").selectOption("basic-en-us-male-1");
  await page.getByLabel("Text", { exact: true }).fill(MARKDOWN);
  await page.getByRole("button", { name: "Create project" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

test("a user converts a 2-chapter project from pasted markdown and downloads a chapter", async ({
  page,
}) => {
  await signUp(page);
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Projects" })
    .click();
  await expect(page).toHaveURL(/\/projects$/);
  await makeProject(page, "Two days");
  await expect(page.getByRole("heading", { name: "Chapter 1: Monday" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Chapter 2: Tuesday" })).toBeVisible();
  // The price before anything starts: 56 characters are 1 generation of the 2 a new user has.
  await expect(
    page.getByText("Converting the whole project (56 characters) takes 1 generation."),
  ).toBeVisible();
  await expect(page.getByText("You have 2 generations left.")).toBeVisible();
  await page.getByRole("button", { name: "Convert the whole project" }).click();
  const conversions = page.getByRole("region", { name: "Conversions" });
  await expect(conversions.getByText("Converted")).toBeVisible({ timeout: 60_000 });
  await expect(conversions.getByText("1 generation charged")).toBeVisible();
  await expect(page.getByText("You have 1 generation left.")).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    conversions.getByRole("link", { name: "Monday (MP3)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("Monday.mp3");
  const bytes = fs.readFileSync((await download.path()) ?? "");
  expect(bytes.subarray(0, 3).toString("latin1")).toBe("ID3");
  expect(bytes.length).toBeGreaterThan(2000);
});

test("the Projects page passes axe on a phone, dark and in Urdu", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("theme", "dark"));
  await page.setViewportSize({ width: 375, height: 812 });
  await signUp(page);
  await page.goto("/projects");
  await makeProject(page, "Phone");
  await page.getByRole("button", { name: "اردو" }).first().click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 2, name: "ابواب" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await seriousViolations(page, "/projects?project (375 px, dark, Urdu)")).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, "pixels the page is wider than the phone").toBe(0);
});
