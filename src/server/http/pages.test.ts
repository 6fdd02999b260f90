// The public pages come from the server rendered by React, in the reader's language, with the
// operator's data and the page's own head. The renderer is src/web/entry-server.tsx loaded from
// source by Vite, as the dev server loads it; production loads the build of the same module.

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import { LOCALES } from "../../domain/i18n/locales.ts";
import { plans } from "../db/schema.ts";
import { PUBLIC_PAGES, pageDocument, type RenderPage, warmPages } from "./pages.ts";

const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-pages-"));
fs.writeFileSync(
  path.join(webRoot, "index.html"),
  '<!doctype html><html lang="en"><head><meta name="description" content="The shell.">' +
    "<title>Awaaz — AI voice studio</title></head>" +
    '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
);
// The build lists every page it made; the public ones among them are rendered.
fs.writeFileSync(
  path.join(webRoot, "route-preloads.json"),
  JSON.stringify(Object.fromEntries([...PUBLIC_PAGES, "/dashboard"].map((p) => [p, []]))),
);

let vite: ViteDevServer;
let server: TestServer;
beforeAll(async () => {
  vite = await createServer({
    configFile: path.resolve(import.meta.dirname, "../../../vite.config.ts"),
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    logLevel: "error",
  });
  const { renderPage } = (await vite.ssrLoadModule("/entry-server.tsx")) as {
    renderPage: RenderPage;
  };
  server = await startTestServer({
    env: { PUBLIC_URL: "https://voice.example.pk" },
    configure: (options) => ({ ...options, webRoot, renderPage }),
  });
});
afterAll(async () => {
  await server?.close();
  await vite?.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const page = async (urlPath: string, headers: Record<string, string> = {}) =>
  (await fetch(server.url + urlPath, { headers })).text();
const body = (html: string) => html.slice(html.indexOf("<body>"));
const pageData = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html)?.[1] ?? "",
  );

describe("the public pages, rendered by the server", () => {
  it("/pricing carries the operator's plans and prices, and the site's name in title and header", async () => {
    const html = await page("/pricing");
    expect(html).toContain('<html lang="en" dir="ltr" data-rendered>');
    expect(html).toContain("<title>Pricing · Awaaz</title>");
    expect(body(html)).toMatch(/<header[\s\S]*>Awaaz<\/a>/);
    for (const text of ["Quick Start", "Rs. 99", "Creator Pro", "Rs. 200", "Enterprise", "Rs. 499"])
      expect(body(html)).toContain(text);
    // The shell's own title and description are gone: each page says its own.
    expect(html).not.toContain("The shell.");
    expect(html).not.toContain("Awaaz — AI voice studio");
  });

  it("in Urdu for a browser that asks for it, right to left", async () => {
    const html = await page("/", { "accept-language": "ur-PK,ur;q=0.9,en;q=0.8" });
    expect(html).toContain('<html lang="ur" dir="rtl" data-rendered>');
    expect(body(html)).toContain("اپنی تحریر کو قدرتی آواز میں بدلیں");
    // The language the reader chose (its cookie) wins over the browser's.
    const chosen = await page("/", { "accept-language": "ur", cookie: "locale=en" });
    expect(chosen).toContain('<html lang="en" dir="ltr" data-rendered>');
    expect(body(chosen)).toContain("Turn your text into natural speech");
  });

  it("every public page has its own title, description and social cards, with the site's name", async () => {
    const titles = new Set<string>();
    for (const urlPath of PUBLIC_PAGES) {
      const html = await page(urlPath);
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      expect(title, urlPath).toMatch(/ · Awaaz$/);
      titles.add(title);
      expect(html, urlPath).toMatch(/<meta name="description" content="[^"]+">/);
      expect(html, urlPath).toContain('<meta property="og:site_name" content="Awaaz">');
      expect(html, urlPath).toContain(`<meta property="og:title" content="${title}">`);
      expect(html, urlPath).toContain('<meta name="twitter:card" content="summary">');
      const url = `https://voice.example.pk${urlPath}`;
      expect(html, urlPath).toContain(`<meta property="og:url" content="${url}">`);
      expect(html, urlPath).toContain(`<link rel="canonical" href="${url}">`);
      // The whole page in the HTML, with no script to stream a piece in later.
      expect(html, urlPath).not.toMatch(/<script>|<template/);
    }
    expect(titles.size).toBe(PUBLIC_PAGES.length);
  });

  it("writes the queries' answers into the page for the browser to start from", async () => {
    const data = pageData(await page("/pricing"));
    const keys = data.queries.map((q: { queryKey: unknown }) => JSON.stringify(q.queryKey));
    expect(keys).toEqual(expect.arrayContaining(['["site"]', '["me"]', '["plans"]']));
    const me = data.queries.find((q: { queryKey: string[] }) => q.queryKey[0] === "me");
    expect(me.state).toMatchObject({ status: "success", data: null });
  });

  it("shows the signed-in reader as signed in", async () => {
    const client = server.client();
    // From the site's public origin, the only one trusted to sign in.
    const signedUp = await client.json("/api/auth/sign-up/email", {
      body: { email: "reader@example.com", password: "password123", name: "reader" },
      headers: { origin: "https://voice.example.pk" },
    });
    expect(signedUp.status).toBe(200);
    const res = await client.request("/help");
    const html = await res.text();
    const me = pageData(html).queries.find((q: { queryKey: string[] }) => q.queryKey[0] === "me");
    expect(me.state.data.user.email).toBe("reader@example.com");
    expect(body(html)).not.toContain(">Login</a>");
  });

  it("a saved setting or plan shows at once: a rendered page is not served for other data", async () => {
    await page("/pricing");
    const settings = await server.deps.settings.get();
    await server.deps.settings.update({ ...settings, siteName: "Sada <Studio>" });
    await server.deps.db
      .update(plans)
      .set({ name: "Creator Max" })
      .where(eq(plans.name, "Creator Pro"));
    const html = await page("/pricing");
    expect(html).toContain("<title>Pricing · Sada &#60;Studio&#62;</title>");
    expect(body(html)).toContain("Creator Max");
    expect(body(html)).not.toContain("Creator Pro");
    // The operator's text cannot close the page's data script.
    expect(html).toContain("Sada \\u003cStudio>");
    await server.deps.settings.update(settings);
    await server.deps.db
      .update(plans)
      .set({ name: "Creator Pro" })
      .where(eq(plans.name, "Creator Max"));
  });

  it("sends every button disabled: a tap before the page's scripts run would be lost", async () => {
    for (const urlPath of PUBLIC_PAGES) {
      const buttons = body(await page(urlPath)).match(/<button[^>]*>/g) ?? [];
      expect(buttons.length, urlPath).toBeGreaterThan(0);
      for (const button of buttons) expect(button, urlPath).toContain(' disabled=""');
    }
  });

  it("lists them for crawlers at PUBLIC_URL", async () => {
    expect(await page("/sitemap.xml")).toContain("<loc>https://voice.example.pk/pricing</loc>");
    expect(await page("/robots.txt")).toContain("Sitemap: https://voice.example.pk/sitemap.xml");
  });

  it("leaves the signed-in pages to the browser", async () => {
    const html = await page("/dashboard");
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain("data-rendered");
  });
});

describe("warmPages", () => {
  it("asks for every public page in every language once, and reads each answer to its end", async () => {
    const asked: string[] = [];
    let unread = 0;
    await warmPages(async (urlPath, init) => {
      asked.push(`${new Headers(init.headers).get("accept-language")} ${urlPath}`);
      unread++;
      return new Response(
        new ReadableStream({
          pull(controller) {
            unread--;
            controller.close();
          },
        }),
      );
    });
    expect(asked.sort()).toEqual(
      LOCALES.flatMap((locale) => PUBLIC_PAGES.map((p) => `${locale} ${p}`)).sort(),
    );
    expect(unread).toBe(0);
  });
});

describe("a rendered page's scripts", () => {
  it("are fetched at the priority the browser gives them: lowered, their evaluation fell after the first paint and Lighthouse counted it as blocking (TBT 700-1,500 ms)", () => {
    const shell =
      '<html lang="en"><head><title>x</title><script type="module" crossorigin src="/assets/index.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/vendor.js">' +
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/n.woff2"></head>' +
      '<body><div id="root"></div></body></html>';
    const page = pageDocument(
      shell,
      { html: "<main>Hi</main>", meta: null, state: {} },
      { locale: "en", url: "https://voice.example.pk/" },
    );
    expect(page).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/vendor.js">');
    expect(page).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/n.woff2">',
    );
    expect(page).not.toContain("fetchpriority");
  });
});
