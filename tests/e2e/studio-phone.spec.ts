// The studio on a phone (375 x 812): the text box on the first screen, and no control a thumb can
// miss. Every link, button and field of the dashboard, its header and menu, and of the voice
// sheet, the Generated Audio panel and a toast once they show, is at least 44 x 44 px, but a link
// or a word inside a sentence (docs/product.md section 2, "On a phone").
import { expect, type Locator, type Page, test } from "@playwright/test";
import { generationResponse, openVoices, signUp } from "./helpers.ts";

const SCREEN = { width: 375, height: 812 };
const TARGET = 44;

interface Target {
  name: string;
  width: number;
  height: number;
}

/**
 * The size of every control inside `root` as a thumb meets it: a radio or checkbox by the label
 * around it; hidden ones and the screen-reader-only are left out, and so is an inline link or
 * button inside a sentence (its box is the line's height, and the sentence around it is the
 * target people aim at).
 */
function targets(root: Locator): Promise<Target[]> {
  return root.evaluate((box) => {
    const inSentence = (el: HTMLElement) => {
      if (getComputedStyle(el).display !== "inline") return false;
      let block = el.parentElement;
      while (block && getComputedStyle(block).display === "inline") block = block.parentElement;
      const own = el.textContent?.trim().length ?? 0;
      return (block?.textContent?.trim().length ?? 0) > own;
    };
    const selector = "a[href], button, input, select, textarea, summary, [role='button']";
    return [...box.querySelectorAll<HTMLElement>(selector)].flatMap((el) => {
      const choice = el instanceof HTMLInputElement && /^(radio|checkbox)$/.test(el.type);
      const target = (choice && el.closest("label")) || el;
      const rect = target.getBoundingClientRect();
      const style = getComputedStyle(target);
      const hidden =
        rect.width <= 1 ||
        rect.height <= 1 ||
        style.visibility === "hidden" ||
        el.closest("[inert]") ||
        // The generated text's words are words in a sentence, as a link in one is.
        el.hasAttribute("data-word");
      if (hidden || inSentence(el)) return [];
      const name =
        el.getAttribute("aria-label") ||
        el.textContent?.trim() ||
        el.getAttribute("name") ||
        el.id ||
        el.tagName;
      return [{ name: `${el.tagName.toLowerCase()} "${name}"`, ...rect.toJSON() }];
    });
  });
}

/** Fails, naming each, on a control under 44 px; returns the smallest side measured. */
async function expectThumbSized(root: Locator, where: string): Promise<number> {
  const all = await targets(root);
  expect(all.length, `controls measured in ${where}`).toBeGreaterThan(0);
  const small = all
    .filter((t) => Math.round(t.width) < TARGET || Math.round(t.height) < TARGET)
    .map((t) => `${t.name}: ${Math.round(t.width)} x ${Math.round(t.height)}`);
  expect(small, `controls under ${TARGET} px in ${where}`).toEqual([]);
  return Math.min(...all.flatMap((t) => [t.width, t.height]));
}

/** Prints each control's size, for the record of what a thumb meets. */
async function logSizes(root: Locator, where: string) {
  const all = await targets(root);
  const sizes = all.map((t) => `${t.name} ${Math.round(t.width)} x ${Math.round(t.height)}`);
  console.log(`${where}: ${sizes.join("; ")}`);
}

/** Where the text box's top is on the page, from its top. */
const textTop = (page: Page) =>
  page
    .getByRole("textbox", { name: "Text to speak" })
    .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

test("the studio on a phone: the text box on the first screen, every control 44 px", async ({
  page,
}, testInfo) => {
  await page.setViewportSize(SCREEN);
  await signUp(page);
  const main = page.getByRole("main");
  await expect(page.getByRole("button", { name: "Change voice" })).toBeVisible();

  const top = await textTop(page);
  testInfo.annotations.push({ type: "text box top (px)", description: String(Math.round(top)) });
  // Its top and its first lines, with nothing to scroll.
  expect(top + 60, "the text box's top and first lines, from the page's top").toBeLessThanOrEqual(
    SCREEN.height,
  );
  const sizes = [await expectThumbSized(main, "the dashboard")];
  const header = page.getByRole("banner");
  sizes.push(await expectThumbSized(header, "the header"));
  await logSizes(header, "the header");

  // The sheet of voices: searchable, the chips in one row, every row and button a thumb's size,
  // and no wider than the phone.
  const sheet = await openVoices(page);
  await expect(sheet.getByRole("searchbox", { name: "Search voices" })).toBeFocused();
  sizes.push(await expectThumbSized(sheet, "the voice sheet"));
  const chips = sheet.getByRole("group", { name: "Quick filters" }).getByRole("button");
  const rows = new Set<number>();
  for (const chip of await chips.all()) rows.add(Math.round((await chip.boundingBox())?.y ?? -1));
  expect(rows.size, "rows of filter chips").toBe(1);
  const panel = await sheet.evaluate((el) => {
    const r = el.firstElementChild?.getBoundingClientRect();
    return { left: r?.left ?? -1, right: r?.right ?? Infinity };
  });
  expect(panel.left).toBeGreaterThanOrEqual(0);
  expect(panel.right).toBeLessThanOrEqual(SCREEN.width);
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();

  // A generation: the Generated Audio panel (its player, download and captions) and History.
  await page.getByRole("textbox", { name: "Text to speak" }).fill("Hello from a phone. Twice.");
  const [response] = await Promise.all([
    generationResponse(page),
    page.getByRole("button", { name: "Generate Voice" }).click(),
  ]);
  expect(response.status()).toBe(200);
  const audio = page.getByRole("region", { name: "Generated Audio" });
  // The keyboard goes on from the player.
  await expect(audio.getByRole("button", { name: /^(Play|Pause)$/ })).toBeFocused();
  await expect(audio.getByRole("link", { name: "WebVTT" })).toBeVisible();
  await expect(page.getByRole("region", { name: "History" }).getByRole("listitem")).toHaveCount(1);
  sizes.push(await expectThumbSized(main, "the dashboard after a generation"));

  // The menu's links, then a toast (signing out says so) and its close button.
  await header.getByRole("button", { name: "Open menu" }).click();
  await expect(header.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  sizes.push(await expectThumbSized(header, "the header with its menu open"));
  await header.getByRole("button", { name: "Logout" }).click();
  // The front toast, once it has slid in: sonner scales the ones stacked behind it down (a toast
  // left from the generation may be there), and its entry moves it.
  const toast = page.locator('[data-sonner-toast][data-front="true"]');
  await expect(toast).toHaveText(/Signed out/);
  await toast.evaluate((el) =>
    Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)),
  );
  const close = toast.getByRole("button", { name: "Close notification" });
  await expect(close).toBeVisible();
  sizes.push(await expectThumbSized(toast, "a toast"));
  await logSizes(toast, "a toast");

  const smallest = Math.round(Math.min(...sizes));
  testInfo.annotations.push({ type: "smallest tap target (px)", description: String(smallest) });
  console.log(`375 x 812: text box top ${Math.round(top)} px, smallest tap target ${smallest} px`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    SCREEN.width,
  );
});

// Wider than the phone's line, with no place to break: a web address without hyphens, and an
// Urdu compound written without spaces.
const ADDRESS = "https://example.com/averylongaddress/thatneverbreaks/byitselfanywhere?q=1";
const COMPOUND = "بینالاقوامیتعلقاتکیوزارتخارجہکےترجمانبینالاقوامی";

/** Fails when `box` scrolls sideways or any of its `parts` reaches outside it. */
async function expectInside(box: Locator, parts: string, where: string) {
  const fit = await box.evaluate((el, selector) => {
    const outer = el.getBoundingClientRect();
    const out = [...el.querySelectorAll<HTMLElement>(selector)]
      .map((part) => ({ text: part.textContent ?? "", r: part.getBoundingClientRect() }))
      .filter(({ r }) => r.left < outer.left - 1 || r.right > outer.right + 1)
      .map(({ text, r }) => `${text}: ${Math.round(r.left)}-${Math.round(r.right)}`);
    return { sideways: el.scrollWidth - el.clientWidth, out, width: Math.round(outer.width) };
  }, parts);
  expect(fit.out, `parts outside the ${fit.width} px of ${where}`).toEqual([]);
  expect(fit.sideways, `sideways scroll in ${where}`).toBeLessThanOrEqual(0);
}

test("a word longer than a line breaks inside the words and the caption lines at 375 px", async ({
  page,
}) => {
  expect(ADDRESS.length).toBeGreaterThan(42);
  expect(COMPOUND.length).toBeGreaterThan(42);
  await page.setViewportSize(SCREEN);
  await signUp(page);
  const text = page.getByRole("textbox", { name: "Text to speak" });
  const generate = async () => {
    const [response] = await Promise.all([
      generationResponse(page),
      page.getByRole("button", { name: "Generate Voice" }).click(),
    ]);
    expect(response.status()).toBe(200);
  };
  const audio = page.getByRole("region", { name: "Generated Audio" });
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

  // The words, timed by the engine.
  await text.fill(`Read ${ADDRESS} today.`);
  await generate();
  const words = audio.getByRole("group", { name: "Words: choose one to play from there" });
  await expect(words.getByRole("button", { name: ADDRESS })).toBeVisible();
  await expectInside(words, "[data-word]", "the words");
  expect(await pageWidth()).toBeLessThanOrEqual(SCREEN.width);

  // The caption lines of a generation without word times (made before they were recorded), an
  // Urdu line among them: the answer is replaced to show them.
  await page.route("**/api/generations/*/captions", (route) =>
    route.fulfill({
      json: {
        cues: [
          { start: 0, end: 1500, text: `Read ${ADDRESS}` },
          { start: 1500, end: 3000, text: COMPOUND },
        ],
        words: [],
      },
    }),
  );
  await text.fill("A second one.");
  await generate();
  const lines = audio.getByRole("list", { name: "Caption lines" });
  await expect(lines.getByRole("button")).toHaveCount(2);
  await expectInside(lines, "button", "the caption lines");
  expect(await pageWidth()).toBeLessThanOrEqual(SCREEN.width);
});
