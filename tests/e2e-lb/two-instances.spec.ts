// Two instances behind nginx (round-robin), one PostgreSQL, one audio store: a user's journey works
// whichever instance answers each request. nginx names the instance that answered in
// X-Test-Instance ("a" or "b"), and a request carrying X-Test-Instance goes to that one
// (scripts/lb-e2e-nginx.ts), so each step can be checked on the instance that did not do the write.
import { expect, type Page, type Response, test } from "@playwright/test";
import {
  adminSignIn,
  chooseVoice,
  generationResponse,
  openPayments,
  signUp,
} from "../e2e/helpers.ts";

type Instance = "a" | "b";
const instanceOf = (response: Response | { headers(): Record<string, string> }) =>
  response.headers()["x-test-instance"] as Instance;
const other = (instance: Instance): Instance => (instance === "a" ? "b" : "a");

/** Every instance that answered this page's requests, in order. */
function recordInstances(page: Page): Instance[] {
  const seen: Instance[] = [];
  page.on("response", (r) => {
    const instance = instanceOf(r);
    if (instance) seen.push(instance);
  });
  return seen;
}

test.beforeAll(async ({ browser }) => openPayments(browser));

test("sign up, generate, play and download, buy a plan approved on the other instance", async ({
  page,
  browser,
  request,
}) => {
  const userSeen = recordInstances(page);
  await signUp(page);

  // Generate: one instance speaks and stores the audio.
  await chooseVoice(page, /^Basic English \(US\), male 1/);
  await page.getByRole("textbox", { name: "Text to speak" }).fill("Two servers, one voice.");
  const [created] = await Promise.all([
    generationResponse(page),
    page.getByRole("button", { name: "Generate Voice" }).click(),
  ]);
  expect(created.status()).toBe(200);
  const maker = instanceOf(created);
  // Played as it was spoken; once whole, it is the newest in the history, on either instance.
  const panel = page.getByRole("region", { name: "Generated Audio" });
  await expect(panel.getByText(/characters/)).toBeVisible();
  const listed = await page.request.get("/api/generations", {
    headers: { "x-test-instance": other(maker) },
  });
  const [generation] = (await listed.json()).items as { audioUrl: string }[];
  if (!generation) throw new Error("the generation is not in the history");

  // Play and download in the page, whichever instance answers.
  const duration = await panel.locator("audio").evaluate(
    (el: HTMLAudioElement) =>
      new Promise<number>((resolve, reject) => {
        if (el.readyState >= 1) return resolve(el.duration);
        el.addEventListener("loadedmetadata", () => resolve(el.duration), { once: true });
        el.addEventListener("error", () => reject(new Error("audio failed to load")));
      }),
  );
  expect(duration).toBeGreaterThan(1);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    panel.getByRole("button", { name: "Download" }).click(),
  ]);
  expect(await download.failure()).toBeNull();

  // The same bytes, and the same byte range, from both instances.
  const audio = async (instance: Instance, range?: string) => {
    const res = await page.request.get(generation.audioUrl, {
      headers: { "x-test-instance": instance, ...(range ? { range } : {}) },
    });
    expect(instanceOf(res)).toBe(instance);
    return res;
  };
  const own = await audio(maker);
  const elsewhere = await audio(other(maker));
  expect(own.status()).toBe(200);
  expect(elsewhere.status()).toBe(200);
  expect(elsewhere.headers()["content-type"]).toBe("audio/mpeg");
  const bytes = await own.body();
  expect((await elsewhere.body()).equals(bytes)).toBe(true);
  const part = await audio(other(maker), "bytes=100-199");
  expect(part.status()).toBe(206);
  expect((await part.body()).equals(bytes.subarray(100, 200))).toBe(true);

  // Buy a plan on one instance...
  await page.goto("/pricing");
  await page
    .getByRole("article", { name: "Creator Pro" })
    .getByRole("link", { name: "Choose Plan: Creator Pro" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Complete your purchase" });
  const tid = `LB-${Date.now().toString(36)}`.toUpperCase();
  await dialog.getByLabel("Transaction ID").fill(tid);
  const [paid] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().endsWith("/api/payments") && r.request().method() === "POST",
    ),
    dialog.getByRole("button", { name: "Submit Payment Request" }).click(),
  ]);
  expect(paid.status()).toBe(201);
  const seller = instanceOf(paid);

  // ...the admin approves it on the other one...
  const admin = await (await browser.newContext()).newPage();
  await adminSignIn(admin);
  await admin.route("**/api/admin/payments/*/approve", (route) =>
    route.continue({
      headers: { ...route.request().headers(), "x-test-instance": other(seller) },
    }),
  );
  await admin.getByRole("tab", { name: "Payments" }).click();
  await admin.getByLabel("Search payments").fill(tid.toLowerCase());
  const row = admin.getByRole("row").filter({ hasText: tid });
  const [approved] = await Promise.all([
    admin.waitForResponse((r) => r.url().endsWith("/approve")),
    (async () => {
      await row.getByRole("button", { name: `Approve ${tid}` }).click();
      await admin
        .getByRole("dialog", { name: "Approve payment?" })
        .getByRole("button", { name: "Approve payment" })
        .click();
    })(),
  ]);
  expect(approved.status()).toBe(200);
  expect(instanceOf(approved)).toBe(other(seller));
  await expect(admin.getByText("Payment approved successfully!")).toBeVisible();
  await admin.context().close();

  // ...and the user sees it on both.
  for (const instance of ["a", "b"] as const) {
    const me = await page.request.get("/api/me", { headers: { "x-test-instance": instance } });
    expect(instanceOf(me)).toBe(instance);
    expect((await me.json()).profile).toMatchObject({ accountStatus: "pro", plan: "Creator Pro" });
  }
  await page.goto("/dashboard");
  await expect(
    page.getByText("Your payment for Creator Pro was approved. Your plan is active until"),
  ).toBeVisible();

  // Round-robin spread the page's own requests over both instances, and with nothing else in
  // flight consecutive requests alternate.
  expect(new Set(userSeen)).toEqual(new Set(["a", "b"]));
  await page.context().close();
  const order: Instance[] = [];
  for (let i = 0; i < 6; i++) order.push(instanceOf(await request.get("/healthz")));
  for (let i = 1; i < order.length; i++) expect(order[i]).toBe(other(order[i - 1] as Instance));
});
