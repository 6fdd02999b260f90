// Serves the built web app: hashed assets cached for a year, every other path gets index.html
// so the browser's router can take over.
import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import type { AppEnv } from "../app-env.ts";

export function spa(webRoot: string) {
  const index = fs.readFileSync(path.join(webRoot, "index.html"), "utf8");
  const app = new Hono<AppEnv>();
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.ok) c.header("Cache-Control", "public, max-age=31536000, immutable");
  });
  app.use("*", serveStatic({ root: path.relative(process.cwd(), webRoot) || "." }));
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(index);
  });
  return app;
}
