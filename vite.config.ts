import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const api = process.env.AWAAZ_API_URL ?? "http://localhost:3000";

export default defineConfig({
  root: "src/web",
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    target: "es2022",
    // No inline module preload polyfill: the CSP forbids inline script.
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5173,
    proxy: { "/api": api, "/healthz": api, "/readyz": api },
  },
});
