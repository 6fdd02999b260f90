import path from "node:path";
import { preact } from "@preact/preset-vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compiledCatalogs } from "./scripts/vite-catalogs.ts";
import { compileHintsPlugin } from "./scripts/vite-compile-hints.ts";
import { inlineScriptsPlugin } from "./scripts/vite-inline-scripts.ts";
import { localePreloadsPlugin } from "./scripts/vite-locale-preloads.ts";
import { routePreloadsPlugin } from "./scripts/vite-route-preloads.ts";

const api = process.env.AWAAZ_API_URL ?? "http://localhost:3000";

export default defineConfig({
  root: "src/web",
  plugins: [
    compiledCatalogs(),
    inlineScriptsPlugin(),
    // `react` and `react-dom` are Preact (package.json; docs/decisions/013-preact.md). The preset
    // compiles JSX for it and refreshes components in place on the dev server.
    preact({ reactAliasesEnabled: false }),
    tailwindcss(),
    routePreloadsPlugin(path.resolve(import.meta.dirname, "src/web/app/router.tsx")),
    localePreloadsPlugin({
      localeFile: path.resolve(import.meta.dirname, "src/web/lib/locale.ts"),
      stylesheet: path.resolve(import.meta.dirname, "src/web/styles.css"),
      fontFamilies: { ur: "Noto Nastaliq Urdu" },
    }),
    compileHintsPlugin(),
  ],
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    target: "es2022",
    // No inline module preload polyfill: the CSP allows no inline script but the theme's.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Preact (and the `react` that stands for it) and the router in one chunk: one gzip stream
        // compresses them smaller than the chunks Rolldown makes by itself (the landing page's
        // JavaScript budget, scripts/audit-web.ts).
        manualChunks(id) {
          if (/node_modules\/(preact|react|react-dom|wouter)\//.test(id)) return "vendor";
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": api, "/healthz": api, "/readyz": api },
  },
});
