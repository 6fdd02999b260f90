import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { inlineScripts, spa } from "./spa.ts";

const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-spa-"));
fs.writeFileSync(
  path.join(webRoot, "index.html"),
  '<html><head><script type="module" src="/assets/index.js"></script>' +
    '<link rel="stylesheet" crossorigin href="/assets/index.css"></head><body></body></html>',
);
fs.mkdirSync(path.join(webRoot, "assets"));
fs.writeFileSync(path.join(webRoot, "assets", "index.css"), "body{color:teal}");
// What the build writes beside it (scripts/vite-brotli.ts).
fs.writeFileSync(
  path.join(webRoot, "assets", "index.css.br"),
  brotliCompressSync(Buffer.from("body{color:teal}")),
);
fs.writeFileSync(
  path.join(webRoot, "route-preloads.json"),
  JSON.stringify({
    "/pricing": ["/assets/pricing-page.js", "/assets/icons.js"],
    "/": ["/assets/landing.js"],
    "/dashboard": ["/assets/dashboard-page.js", "/assets/icons.js"],
  }),
);
fs.writeFileSync(
  path.join(webRoot, "locale-preloads.json"),
  JSON.stringify({ ur: ["/assets/ur.js", "/assets/nastaliq-400.woff2"] }),
);
afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));

const app = spa(webRoot);
const html = async (urlPath: string, language?: string) =>
  (await app.request(urlPath, { headers: language ? { "accept-language": language } : {} })).text();
const LATE = /<template id="late-preloads">(.*?)<\/template>/;
const modulePreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
/** The chunks a page asks for with its shell's scripts, as it is parsed. */
const preloaded = (page: string) => modulePreloads(page.replace(LATE, ""));
/** The chunks a page asks for once it has painted (src/web/theme-init.js moves them in). */
const preloadedLate = (page: string) => modulePreloads(LATE.exec(page)?.[1] ?? "");
const fonts = (page: string) =>
  [
    ...page.matchAll(
      /<link rel="preload" as="font" type="font\/woff2" crossorigin href="([^"]+)">/g,
    ),
  ].map((m) => m[1]);

describe("the web app's pages", () => {
  it("names a page's own chunks as module preloads in its HTML, inside <head>", async () => {
    const page = await html("/dashboard");
    expect(preloaded(page)).toEqual(["/assets/dashboard-page.js", "/assets/icons.js"]);
    expect(page.indexOf("modulepreload")).toBeLessThan(page.indexOf("</head>"));
    expect(preloaded(await html("/dashboard/"))).toEqual([
      "/assets/dashboard-page.js",
      "/assets/icons.js",
    ]);
    expect(preloadedLate(page)).toEqual([]);
  });

  it("puts a rendered page's own chunks in the template asked for after its first paint", async () => {
    for (const urlPath of ["/pricing", "/pricing/"]) {
      const page = await html(urlPath);
      expect(preloaded(page)).toEqual([]);
      expect(preloadedLate(page)).toEqual(["/assets/pricing-page.js", "/assets/icons.js"]);
      expect(page.indexOf("late-preloads")).toBeLessThan(page.indexOf("</head>"));
    }
    expect(preloadedLate(await html("/"))).toEqual(["/assets/landing.js"]);
  });

  it("links the stylesheet from every page, public or not: one file, cached for them all", async () => {
    for (const page of [await html("/pricing", "ur"), await html("/no-such-page")]) {
      expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
      expect(page).not.toContain("<style>");
    }
  });

  it("sends a built file's Brotli form to a browser that takes Brotli, and the file to others", async () => {
    const css = "body{color:teal}";
    const asked = (encodings: string) =>
      app.request("/assets/index.css", { headers: { "accept-encoding": encodings } });
    const br = await asked("gzip, deflate, br, zstd");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toContain("Accept-Encoding");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(css);
    const plain = await asked("gzip, deflate");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(css);
  });

  it("answers any other path with the plain index.html, never cached", async () => {
    const res = await app.request("/no-such-page");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(preloaded(await res.text())).toEqual([]);
  });

  it("adds Urdu's catalogue and font to every page for a browser whose first language is Urdu", async () => {
    const urdu = await html("/pricing", "ur-PK,ur;q=0.9,en;q=0.8");
    // A rendered page paints in the font, and needs the catalogue only to hydrate: late.
    expect(preloaded(urdu)).toEqual([]);
    expect(preloadedLate(urdu)).toEqual([
      "/assets/pricing-page.js",
      "/assets/icons.js",
      "/assets/ur.js",
    ]);
    expect(fonts(urdu)).toEqual(["/assets/nastaliq-400.woff2"]);
    expect(fonts(LATE.exec(urdu)?.[1] ?? "")).toEqual([]);
    // A page the browser renders draws its first frame with the catalogue: not late.
    const dashboard = await html("/dashboard", "ur");
    expect(preloaded(dashboard)).toEqual([
      "/assets/dashboard-page.js",
      "/assets/icons.js",
      "/assets/ur.js",
    ]);
    expect(preloadedLate(dashboard)).toEqual([]);
    expect(urdu.indexOf("font/woff2")).toBeLessThan(urdu.indexOf("</head>"));
    // The first language the app speaks decides, as the page's own choice does.
    expect(fonts(await html("/", "fr-FR,ur;q=0.8,en;q=0.5"))).toEqual([
      "/assets/nastaliq-400.woff2",
    ]);
    // A path with no preloads of its own still gets the language's.
    const other = await html("/no-such-page", "ur");
    expect([preloaded(other), fonts(other)]).toEqual([
      ["/assets/ur.js"],
      ["/assets/nastaliq-400.woff2"],
    ]);
    for (const english of ["en-US,en;q=0.9,ur;q=0.8", "fr", undefined]) {
      const page = await html("/pricing", english);
      expect(preloaded(page)).toEqual([]);
      expect(preloadedLate(page)).toEqual(["/assets/pricing-page.js", "/assets/icons.js"]);
      expect(fonts(page)).toEqual([]);
    }
    // The same URL answers differently by language: a cache in between must keep both.
    expect((await app.request("/pricing")).headers.get("vary")).toBe("Accept-Language, Cookie");
    expect((await app.request("/no-such-page")).headers.get("vary")).toBe(
      "Accept-Language, Cookie",
    );
  });

  it("takes the language the reader chose (its cookie) over the browser's", async () => {
    const chosen = async (cookie: string, language: string) =>
      fonts(
        await (
          await app.request("/pricing", { headers: { cookie, "accept-language": language } })
        ).text(),
      );
    expect(await chosen("locale=ur", "en-US")).toEqual(["/assets/nastaliq-400.woff2"]);
    expect(await chosen("locale=en", "ur")).toEqual([]);
    // A cookie naming no language we speak is no choice.
    expect(await chosen("locale=xx", "ur")).toEqual(["/assets/nastaliq-400.woff2"]);
  });

  it("serves the shell, for the browser to render, when a public page fails to render", async () => {
    const failures: unknown[] = [];
    const failing = spa(webRoot, {
      send: fetch,
      renderPage: () => Promise.reject(new Error("render failed")),
      onRenderError: (error) => failures.push(error),
    });
    const res = await failing.request("/pricing");
    expect(res.status).toBe(200);
    expect(preloadedLate(await res.text())).toEqual([
      "/assets/pricing-page.js",
      "/assets/icons.js",
    ]);
    expect(failures).toHaveLength(1);
  });

  it("finds the text of each inline script, and only of those without a src", () => {
    const html =
      '<head><script>one()</script><script type="module" src="/a.js"></script>' +
      '<script data-x="1">\n two();\n</script></head><body><script src="/b.js"></script></body>';
    expect(inlineScripts(html)).toEqual(["one()", "\n two();\n"]);
  });
});
