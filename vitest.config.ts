import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
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
