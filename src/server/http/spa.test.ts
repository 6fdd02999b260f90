import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { inlineScripts, spa } from "./spa.ts";

const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-spa-"));
fs.writeFileSync(
  path.join(webRoot, "index.html"),
  '<html><head><script type="module" src="/assets/index.js"></script></head><body></body></html>',
);
fs.writeFileSync(
  path.join(webRoot, "route-preloads.json"),
  JSON.stringify({
    "/pricing": ["/assets/pricing-page.js", "/assets/icons.js"],
    "/": ["/assets/landing.js"],
  }),
);
afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));

const app = spa(webRoot);
const html = async (urlPath: string) => (await app.request(urlPath)).text();
const preloaded = (page: string) =>
  [...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe("the web app's pages", () => {
  it("names a page's own chunks as module preloads in its HTML, inside <head>", async () => {
    const page = await html("/pricing");
    expect(preloaded(page)).toEqual(["/assets/pricing-page.js", "/assets/icons.js"]);
    expect(page.indexOf("modulepreload")).toBeLessThan(page.indexOf("</head>"));
    expect(preloaded(await html("/pricing/"))).toEqual([
      "/assets/pricing-page.js",
      "/assets/icons.js",
    ]);
    expect(preloaded(await html("/"))).toEqual(["/assets/landing.js"]);
  });

  it("answers any other path with the plain index.html, never cached", async () => {
    const res = await app.request("/no-such-page");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(preloaded(await res.text())).toEqual([]);
  });

  it("finds the text of each inline script, and only of those without a src", () => {
    const html =
      '<head><script>one()</script><script type="module" src="/a.js"></script>' +
      '<script data-x="1">\n two();\n</script></head><body><script src="/b.js"></script></body>';
    expect(inlineScripts(html)).toEqual(["one()", "\n two();\n"]);
  });
});
