import { configDefaults, defineConfig } from "vitest/config";

// The web tests' browser: jsdom, and the setup every file shares.
const web = {
  environment: "jsdom",
  setupFiles: ["tests/setup/fail-on-console-error.ts", "tests/setup/web.ts", "tests/setup/msw.ts"],
  // Each test starts with every mock's calls forgotten (the tests rely on it), and the globals a
  // test stubs (vi.stubGlobal) are put back after it: the files of a worker share one window.
  clearMocks: true,
  unstubGlobals: true,
};

// The web tests whose subject is what a module holds from its first load (the toast library
// loaded or not, a chunk that failed offline, the language the page started in): each file gets
// its modules fresh, as a page does.
const FRESH_MODULES = [
  "src/web/components/toaster.test.tsx",
  "src/web/components/toaster-offline.test.tsx",
  "src/web/app/route-error.test.tsx",
  "src/web/app/language.test.tsx",
  "src/web/lib/chunks.test.ts",
];

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
          ...web,
          include: ["src/web/**/*.test.tsx", "src/web/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...FRESH_MODULES],
          // One module cache per worker, as in the node project: 83 s become 20 s on 2 cores. A
          // test that needs a module to act otherwise spies on it (tests/helpers/toasts.ts), and
          // each test starts in English with empty storage (tests/setup/web.ts).
          isolate: false,
        },
      },
      {
        test: { name: "web-fresh-modules", ...web, include: FRESH_MODULES },
      },
    ],
  },
});
