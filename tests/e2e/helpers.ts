import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";

export const E2E_ADMIN_PASSWORD = "e2e-admin-password";
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
// Where scripts/e2e-server.mjs shows the e-mails the app sent.
export const E2E_MAILBOX_PORT = E2E_PORT + 1;

/** The first link to `path` in the newest e-mail sent to `to`, waiting for it to arrive. */
export async function mailedLink(to: string, path: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const res = await fetch(`http://127.0.0.1:${E2E_MAILBOX_PORT}/?to=${encodeURIComponent(to)}`);
      const mails = (await res.json()) as string[];
      const body = (mails.at(-1) ?? "").replace(/=\r?\n/g, "").replace(/=3D/g, "=");
      const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      found = new RegExp(`https?://[^\\s"]+${escaped}[^\\s"]*`).exec(body)?.[0];
      return found;
    })
    .toBeTruthy();
  return found ?? "";
}

/** The studio's generation (played as it is spoken), from the button to its answer's headers. */
export function generationResponse(page: Page) {
  return page.waitForResponse(
    (r) => r.url().endsWith("/api/generations/stream") && r.request().method() === "POST",
    { timeout: 30_000 },
  );
}

/** A word of a generation's captions, as `/api/generations/:id/captions` answers: seconds. */
export interface CaptionWord {
  text: string;
  start: number;
  end: number;
}

/** Clicks Generate Voice in the studio; the words the server timed, as the page received them. */
export async function generatedWords(page: Page): Promise<CaptionWord[]> {
  const captions = page.waitForResponse((r) =>
    /\/api\/generations\/[^/]+\/captions$/.test(r.url()),
  );
  const [response] = await Promise.all([
    generationResponse(page),
    page.getByRole("button", { name: "Generate Voice" }).click(),
  ]);
  expect(response.status()).toBe(200);
  return ((await (await captions).json()) as { words: CaptionWord[] }).words;
}

/**
 * The Generated Audio panel's Download button on one line and its format select as wide as its
 * words, neither stretched nor squeezed, both inside the panel.
 */
export async function expectDownloadFits(panel: Locator, download: string, format: string) {
  const button = panel.getByRole("button", { name: download });
  const lines = await button.evaluate((el: HTMLElement) => {
    const style = getComputedStyle(el);
    const frame = ["paddingTop", "paddingBottom", "borderTopWidth", "borderBottomWidth"] as const;
    const inside = frame.reduce((h, side) => h - Number.parseFloat(style[side]), el.clientHeight);
    return Math.round(inside / Number.parseFloat(style.lineHeight));
  });
  expect(lines, "lines of the Download button").toBe(1);
  const select = panel.getByRole("combobox", { name: format });
  const squeezed = await select.evaluate((el: HTMLElement) => {
    const shown = el.getBoundingClientRect().width;
    el.style.width = "max-content";
    const natural = el.getBoundingClientRect().width;
    el.style.width = "";
    return Math.round(natural - shown);
  });
  expect(squeezed, "the format select's width less its words' (negative: stretched)").toBe(0);
  const box = await panel.boundingBox();
  for (const part of [await button.boundingBox(), await select.boundingBox()]) {
    expect(part?.x).toBeGreaterThanOrEqual(box?.x ?? 0);
    expect((part?.x ?? 0) + (part?.width ?? 0)).toBeLessThanOrEqual(
      (box?.x ?? 0) + (box?.width ?? 0),
    );
  }
}

/**
 * An audio element's whole length in seconds, once it is known. A generation plays as it is spoken
 * (src/web/features/studio/live-audio.ts): until its last piece has come the length is Infinity,
 * and NaN before any.
 */
export async function wholeDuration(audio: Locator): Promise<number> {
  let seconds = Number.NaN;
  await expect
    .poll(async () => {
      seconds = await audio.evaluate((el: HTMLAudioElement) => el.duration);
      return Number.isFinite(seconds);
    })
    .toBe(true);
  return seconds;
}

/**
 * A page the server rendered has hydrated: its buttons are disabled until then (useHydrated), and
 * it hydrates once it has painted (src/web/lib/painted.ts). A link clicked before is a plain link,
 * which loads the next page from the server rather than in the running app.
 */
export async function hydrated(page: Page) {
  await expect(page.locator('button[aria-controls="mobile-menu"]')).toBeEnabled();
}

/**
 * Closes the toasts on the page and waits until they have gone, so that a scan audits the page,
 * not a passing toast (mid-fade its text fails contrast; at 375 px it lies over the top of a
 * modal sheet, its close button among it). Closed rather than waited out (about 4 s); on a slow
 * machine they may have gone by themselves already.
 */
export async function closeToasts(page: Page) {
  const toasts = page.locator("[data-sonner-toast]");
  for (const close of await toasts.locator("[data-close-button]").all())
    await close.click({ timeout: 5_000 }).catch(() => undefined);
  await expect(toasts).toHaveCount(0, { timeout: 15_000 });
}

let counter = 0;
export function newEmail(prefix = "e2e"): string {
  counter += 1;
  // The worker's process id: two workers' counters may meet in the same millisecond. In the
  // domain, so the name the pages show (the address before the @) keeps its length.
  return `${prefix}${counter}-${Date.now().toString(36)}@w${process.pid}.example.com`;
}

/** Creates an account through the login page and waits for the dashboard. */
export async function signUp(page: Page, email = newEmail(), password = "password123") {
  await page.goto("/login");
  await page.getByRole("tab", { name: "Create Account" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create Account", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return { email, password };
}

export async function adminSignIn(page: Page) {
  await page.goto("/admin-access");
  await page.getByLabel("Admin password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Access Admin Dashboard" }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
}

/**
 * A full-page screenshot into the test output folder (not committed), for a developer's look
 * at the layout; nothing compares it. CI keeps no test output, so there it is taken only when
 * E2E_SCREENSHOTS=1 asks: each costs the busy machine about half a second.
 */
export async function keepScreenshot(page: Page, path: string) {
  if (process.env.CI && process.env.E2E_SCREENSHOTS !== "1") return;
  await page.screenshot({ path, fullPage: true });
}

/** keepScreenshot at desktop and phone widths, then back to the desktop size. */
export async function screenshots(page: Page, name: string, outputPath: (f: string) => string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await keepScreenshot(page, outputPath(`${name}-${width}.png`));
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The operator's wallets for the journeys that pay. */
export const E2E_WALLETS = [
  { type: "JazzCash", holder: "E2E Owner", number: "03112223344", primary: true },
  { type: "EasyPaisa", holder: "E2E Owner", number: "03445556677", primary: false },
];

/** Saves what `fill` answers for the operator's settings as they are (nothing when it answers null). */
async function fillSettings(
  browser: Browser,
  fill: (settings: Record<string, unknown>) => Record<string, unknown> | null,
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await adminSignIn(page);
  const { problems: _, ...settings } = await (await page.request.get("/api/admin/settings")).json();
  const change = fill(settings);
  if (change) {
    const res = await page.request.put("/api/admin/settings", { data: { ...settings, ...change } });
    expect(res.status()).toBe(200);
  }
  await context.close();
}

/**
 * Saves the operator's wallets when none are: a fresh install takes no payments until then
 * (docs/product.md section 4).
 */
export function openPayments(browser: Browser) {
  return fillSettings(browser, (s) =>
    Array.isArray(s.wallets) && s.wallets.length > 0 ? null : { wallets: E2E_WALLETS },
  );
}

/** Turns the operator's "confirm their e-mail address" setting on or off. */
export function requireEmailVerification(browser: Browser, on: boolean) {
  return fillSettings(browser, () => ({ requireEmailVerification: on }));
}

export const E2E_WHATSAPP = "923111234567";

/** Saves a WhatsApp number when none is: a fresh install links to no chat until then. */
export function openSupportChat(browser: Browser) {
  return fillSettings(browser, (s) => (s.whatsappNumber ? null : { whatsappNumber: E2E_WHATSAPP }));
}

export interface PublicSite {
  siteName: string;
  whatsappNumber: string;
  freeQuota: number;
  verificationText: string;
}

/** The operator's public settings, as the pages read them. */
export async function publicSite(page: Page): Promise<PublicSite> {
  return (await page.request.get("/api/site")).json() as Promise<PublicSite>;
}

/**
 * Fails each test of the calling file on an unexpected console.error or uncaught exception
 * (docs/architecture.md, rule 8). The browser's own "Failed to load resource" lines are not the
 * app's: /api/me answers 401 when signed out.
 */
export function failOnConsoleErrors() {
  let errors: string[] = [];
  test.beforeEach(({ page }) => {
    errors = [];
    page.on("console", (m) => {
      if (m.type() === "error" && !m.text().startsWith("Failed to load resource"))
        errors.push(m.text());
    });
    page.on("pageerror", (e) => errors.push(String(e)));
  });
  test.afterEach(() => {
    expect(errors).toEqual([]);
  });
}

/**
 * Marks a test of the page alone: layout (the modals' fit), keyboard and focus, offline behaviour,
 * an API failure mocked in the browser, filters. It reads what any flow reads and writes nothing another test
 * does not, so CI runs it on PGlite only, not again on PostgreSQL (.ci/run: `--grep-invert @page`).
 */
export const PAGE_ONLY = { tag: "@page" };

/** The studio's names for its voice sheet, in English unless a test gives the Urdu ones. */
export interface VoiceSheetNames {
  change: string;
  legend: string;
  done: string;
}
const ENGLISH_SHEET: VoiceSheetNames = {
  change: "Change voice",
  legend: "Choose a voice",
  done: "Done",
};

/** The studio's voice row, which names the chosen voice (`name`: "آواز" in Urdu). */
export const voiceRow = (page: Page, name = "Voice") =>
  page.getByRole("region", { name, exact: true });

/** Opens the studio's sheet of every voice (Change, in the voice row above the text box). */
export async function openVoices(page: Page, names = ENGLISH_SHEET): Promise<Locator> {
  await page.getByRole("button", { name: names.change }).click();
  const sheet = page.getByRole("dialog", { name: names.legend });
  await expect(sheet).toBeVisible();
  return sheet;
}

/** Chooses a voice in the studio's sheet and closes it with Done. */
export async function chooseVoice(page: Page, voice: RegExp, names = ENGLISH_SHEET) {
  const sheet = await openVoices(page, names);
  await sheet.getByRole("radio", { name: voice }).check();
  await sheet.getByRole("button", { name: names.done }).click();
  await expect(sheet).toBeHidden();
}
