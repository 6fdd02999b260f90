import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { brotliPlugin } from "./scripts/vite-brotli.ts";
import { compiledCatalogs } from "./scripts/vite-catalogs.ts";
import { compileHintsPlugin } from "./scripts/vite-compile-hints.ts";
import { inlineScriptsPlugin } from "./scripts/vite-inline-scripts.ts";
import { localePreloadsPlugin } from "./scripts/vite-locale-preloads.ts";
import { preloadOrderPlugin } from "./scripts/vite-preload-order.ts";
import { routePreloadsPlugin } from "./scripts/vite-route-preloads.ts";

const api = process.env.AWAAZ_API_URL ?? "http://localhost:3000";

// Two builds: the browser's (dist/web) and, with `--ssr`, the module the server renders the
// public pages with (dist/ssr; docs/decisions/014-react-ssr.md). The plugins that write the
// browser's HTML, preload lists and chunk hints have nothing to do in the second.
export default defineConfig(({ isSsrBuild }) => ({
  root: "src/web",
  plugins: [
    compiledCatalogs(),
    react(),
    tailwindcss(),
    ...(isSsrBuild
      ? []
      : [
          inlineScriptsPlugin(),
          routePreloadsPlugin(path.resolve(import.meta.dirname, "src/web/app/router.tsx")),
          localePreloadsPlugin({
            localeFile: path.resolve(import.meta.dirname, "src/web/lib/locale.ts"),
            stylesheet: path.resolve(import.meta.dirname, "src/web/styles.css"),
            fontFamilies: { ur: "Noto Nastaliq Urdu" },
          }),
          preloadOrderPlugin(),
          compileHintsPlugin(),
          brotliPlugin(),
        ]),
  ],
  build: isSsrBuild
    ? { outDir: "../../dist/ssr", emptyOutDir: true, copyPublicDir: false, target: "node22" }
    : {
        outDir: "../../dist/web",
        emptyOutDir: true,
        target: "es2022",
        // No inline module preload polyfill: the CSP allows no inline script but the theme's.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            // React, React DOM and the router in one chunk: one gzip stream compresses them
            // smaller than the chunks Rolldown makes by itself (the landing page's JavaScript
            // budget, scripts/audit-web.ts).
            manualChunks(id: string) {
              if (/node_modules\/(react|react-dom|scheduler|wouter)\//.test(id)) return "vendor";
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: { "/api": api, "/healthz": api, "/readyz": api },
  },
}));
