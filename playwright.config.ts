// E2E in a real Chromium: Debian's (or CHROMIUM_PATH), never a downloaded one (docs/platform-notes.md).
import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { E2E_ADMIN_PASSWORD, E2E_MAILBOX_PORT, E2E_PORT as PORT } from "./tests/e2e/helpers.ts";

// Debian's headless shell first when installed: the same Chromium without the browser's own
// window code, in which the suite's tests took a fifth less time than in the full browser (the
// pixel comparisons hold in both; docs/performance.md, "CI time").
const candidates = [
  process.env.CHROMIUM_PATH,
  "/usr/bin/chromium-headless-shell",
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
];
const chromium = candidates.find((p): p is string => Boolean(p && fs.existsSync(p)));
if (!chromium) {
  throw new Error(
    "No Chromium found for the E2E tests. Install one (Debian/Ubuntu: `sudo apt-get install chromium-headless-shell`) " +
      "or set CHROMIUM_PATH to a Chromium or Chrome binary.",
  );
}

// The specs that change what every other test sees: the operator's settings (e-mail verification,
// site name, wallets, WhatsApp number), broadcasts (a pop-up over every dashboard), the voice list
// (voices turned off, relabelled, installed) and the plans on /pricing. They run one at a time,
// after the rest, on a database no other test is writing to; the rest run two at a time
// (docs/performance.md, "CI time").
const alone = /[\\/](account|admin|neural|plans|support-chat|voices)\.spec\.ts$/;
const browser = { ...devices["Desktop Chrome"], channel: undefined };

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  workers: 2,
  retries: 0,
  timeout: 60_000,
  // Baselines are taken on this project's machines; 0.2% of pixels absorbs anti-aliasing noise.
  expect: { timeout: 10_000, toHaveScreenshot: { maxDiffPixelRatio: 0.002 } },
  reporter: process.env.CI
    ? [["list"]]
    : [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failed test keeps its trace. In CI without the screencast: recording its frames for
    // every test cost a fifth of the E2E run's CPU; the DOM snapshots at each step stay
    // (docs/performance.md, "CI time").
    trace: { mode: "retain-on-failure", screenshots: !process.env.CI },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    // "chromium" names the look.spec.ts baselines' files.
    {
      name: "chromium",
      testIgnore: alone,
      fullyParallel: true,
      use: browser,
      // A teardown, not a dependency: it runs after this project even when a test here failed.
      teardown: "chromium-alone",
    },
    { name: "chromium-alone", testMatch: alone, workers: 1, use: browser },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${PORT}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      E2E_MAILBOX_PORT: String(E2E_MAILBOX_PORT),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR ?? ".tmp/e2e-data",
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      AUTH_RATE_LIMIT: "off",
      // Required in production with DATABASE_URL (the CI run on PostgreSQL).
      BETTER_AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-e2e-0123",
      // Required in production with SMTP_URL: the e-mailed links are built from it.
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      LOG_LEVEL: "warn",
      SPEECH_WORKERS: "1",
      // The suite downloads nothing: no default neural voices (docs/operations.md, Voices).
      NEURAL_DEFAULT_VOICES: "none",
    },
  },
});
