import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // A worker on every core: each test file has its own database copy and data directory, and
    // vitest's run-mode default (cores less one) ran one file at a time on a 2-core machine
    // (docs/performance.md, "CI time").
    maxWorkers: "100%",
    projects: [
      {
        test: {
          name: "node",
          environment: "node",
          include: ["src/domain/**/*.test.ts", "src/server/**/*.test.ts", "scripts/**/*.test.ts"],
          setupFiles: ["tests/setup/fail-on-console-error.ts"],
          globalSetup: ["tests/setup/db-template.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The files of a worker share its module cache: each file still has its own database
          // copy and data directory, and nothing a test leaves in a module decides another's
          // outcome. Importing the server once per worker instead of once per file takes the
          // project from 260 to 186 s on 2 cores (docs/performance.md, "CI time").
          isolate: false,
        },
      },
      {
        test: {
          name: "web",
          environment: "jsdom",
          include: ["src/web/**/*.test.tsx", "src/web/**/*.test.ts"],
          setupFiles: [
            "tests/setup/fail-on-console-error.ts",
            "tests/setup/web.ts",
            "tests/setup/msw.ts",
          ],
          // Each test starts with every mock's calls forgotten (the tests rely on it).
          clearMocks: true,
        },
      },
    ],
  },
});
