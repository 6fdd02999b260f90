// Serves the built web app: hashed assets cached for a year, every other path gets index.html
// so the browser's router can take over. A page's own chunks are named in that HTML as module
// preloads (dist/web/route-preloads.json, written by the build), so the browser fetches them with
// the shell's scripts rather than after them (docs/performance.md, "Web bars").
import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../app-env.ts";

const PRELOADS_FILE = "route-preloads.json";

/** index.html with the page's chunks preloaded, for each page path the build listed. */
export function pageHtml(index: string, preloads: Record<string, string[]>): Map<string, string> {
  const pages = new Map<string, string>();
  for (const [urlPath, files] of Object.entries(preloads)) {
    const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`);
    pages.set(urlPath, index.replace("</head>", `${links.join("")}</head>`));
  }
  return pages;
}

function readPreloads(webRoot: string): Record<string, string[]> {
  const file = path.join(webRoot, PRELOADS_FILE);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : {};
}

/** The built index.html, every page's shell. */
export function readIndex(webRoot: string): string {
  return fs.readFileSync(path.join(webRoot, "index.html"), "utf8");
}

/** The text of each inline `<script>` (one without a src) in `html`, for the CSP's hashes. */
export function inlineScripts(html: string): string[] {
  const inline = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;
  return [...html.matchAll(inline)].map((m) => m[1] ?? "");
}

/** `index`: the built index.html, when the caller has read it already. */
export function spa(webRoot: string, index = readIndex(webRoot)) {
  const pages = pageHtml(index, readPreloads(webRoot));
  const app = new Hono<AppEnv>();
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.ok) c.header("Cache-Control", "public, max-age=31536000, immutable");
  });
  const answer = (c: Context<AppEnv>, html: string) => {
    c.header("Cache-Control", "no-cache");
    return c.html(html);
  };
  // Before the static files: "/" is index.html on disk, but its HTML carries its own preloads.
  app.get("*", (c, next) => {
    const urlPath = c.req.path.length > 1 ? c.req.path.replace(/\/+$/, "") : c.req.path;
    const html = pages.get(urlPath);
    return html ? answer(c, html) : next();
  });
  app.use("*", serveStatic({ root: path.relative(process.cwd(), webRoot) || "." }));
  app.get("*", (c) => answer(c, index));
  return app;
}
