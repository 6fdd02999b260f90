// /sitemap.xml and /robots.txt list the public pages at the site's public origin.
import { describe, expect, it } from "vitest";
import { crawlerRoutes } from "./crawlers.ts";
import { PUBLIC_PAGES } from "./pages.ts";

const site = crawlerRoutes("https://voice.example.pk");

describe("what crawlers read", () => {
  it("/sitemap.xml lists every public page at PUBLIC_URL, and only them", async () => {
    const res = await site.request("/sitemap.xml");
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(PUBLIC_PAGES.map((page) => `https://voice.example.pk${page}`));
    expect(locs).toContain("https://voice.example.pk/pricing");
  });

  it("/robots.txt allows the public pages, keeps crawlers off the API and the signed-in pages, and names the sitemap", async () => {
    const lines = (await (await site.request("/robots.txt")).text()).split("\n");
    for (const page of ["/pricing", "/help", "/login", "/developers"])
      expect(lines).toContain(`Allow: ${page}`);
    for (const path of ["/api/", "/dashboard", "/account", "/projects", "/admin-"])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain("Sitemap: https://voice.example.pk/sitemap.xml");
  });

  it("without PUBLIC_URL, uses the address the request came to", async () => {
    const text = await (await crawlerRoutes().request("http://10.0.0.5:3000/sitemap.xml")).text();
    expect(text).toContain("<loc>http://10.0.0.5:3000/help</loc>");
  });
});
