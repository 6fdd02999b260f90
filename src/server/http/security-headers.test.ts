// The CSP allows the web app's own inline scripts by their hash, and no other inline script.
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";

const THEME = 'document.documentElement.classList.add("dark");';
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-csp-"));
fs.writeFileSync(
  path.join(webRoot, "index.html"),
  `<html><head><script>${THEME}</script><script type="module" src="/assets/index.js"></script>` +
    "</head><body></body></html>",
);

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const scriptSrc = (res: Response) =>
  (res.headers.get("content-security-policy") ?? "")
    .split(";")
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === "script-src")
    ?.slice(1);

let withPages: TestServer;
let apiOnly: TestServer;
beforeAll(async () => {
  withPages = await startTestServer({ configure: (options) => ({ ...options, webRoot }) });
  apiOnly = await startTestServer();
});
afterAll(async () => {
  await withPages.close();
  await apiOnly.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describe("the content security policy", () => {
  it("allows the pages' inline script by its hash, on the page and on every other answer", async () => {
    for (const urlPath of ["/", "/pricing", "/api/site", "/healthz"]) {
      const res = await fetch(withPages.url + urlPath);
      expect(scriptSrc(res)).toEqual(["'self'", sha256(THEME)]);
    }
  });

  it("allows no inline script where the server serves no pages", async () => {
    expect(scriptSrc(await fetch(`${apiOnly.url}/api/site`))).toEqual(["'self'"]);
  });
});
