// The load-balanced E2E run: nginx round-robin in front of two instances on one PostgreSQL
// (scripts/lb-e2e.mjs). Needs DATABASE_URL and nginx, so CI runs it on its PostgreSQL pass only;
// the browser and its settings are the normal run's (playwright.config.ts).
import { defineConfig } from "@playwright/test";
import base from "./playwright.config.ts";
import { lbPorts } from "./scripts/lb-e2e-nginx.ts";
import { E2E_ADMIN_PASSWORD } from "./tests/e2e/helpers.ts";

const { lb } = lbPorts(process.env.E2E_LB_PORT);

export default defineConfig({
  ...base,
  testDir: "tests/e2e-lb",
  outputDir: "test-results/e2e-lb",
  // One journey: none of the main run's split into a parallel and a one-at-a-time project.
  projects: [{ name: "chromium", use: base.projects?.[0]?.use }],
  use: { ...base.use, baseURL: `http://127.0.0.1:${lb}` },
  webServer: {
    command: "node scripts/lb-e2e.mjs",
    url: `http://127.0.0.1:${lb}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      AUTH_RATE_LIMIT: "off",
      BETTER_AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-e2e-0123",
    },
  },
});
