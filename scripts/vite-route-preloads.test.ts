import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageModules, routePreloads } from "./vite-route-preloads.ts";

const routerFile = path.resolve(import.meta.dirname, "../src/web/app/router.tsx");

describe("route preloads", () => {
  it("reads every page of the router, the landing page at /", () => {
    const pages = pageModules(fs.readFileSync(routerFile, "utf8"), routerFile);
    const web = path.resolve(import.meta.dirname, "../src/web");
    expect(pages.get("/")).toBe(path.join(web, "features/landing/landing-page.tsx"));
    expect(pages.get("/pricing")).toBe(path.join(web, "features/pricing/pricing-page.tsx"));
    expect(pages.get("/login")).toBe(path.join(web, "features/auth/login-page.tsx"));
    expect(pages.get("/reset-password")).toBe(
      path.join(web, "features/account/reset-password-page.tsx"),
    );
    // Every page module the router names exists: a renamed file would leave its path unpreloaded.
    for (const module of pages.values()) expect(fs.existsSync(module)).toBe(true);
    expect(pages.has("/*")).toBe(false);
  });

  it("lists a page's chunk and its static imports, without what the entry already loads", () => {
    const chunk = (fileName: string, imports: string[], facade: string | null = null) => ({
      type: "chunk" as const,
      fileName,
      isEntry: fileName === "assets/index.js",
      facadeModuleId: facade,
      imports,
    });
    const chunks = [
      chunk("assets/index.js", ["assets/vendor.js"], "/web/main.tsx"),
      chunk("assets/vendor.js", []),
      chunk("assets/pricing.js", ["assets/icons.js", "assets/vendor.js"], "/web/pricing-page.tsx"),
      chunk("assets/icons.js", ["assets/icon-base.js"]),
      chunk("assets/icon-base.js", ["assets/icons.js"]),
    ];
    const preloads = routePreloads(
      new Map([
        ["/pricing", "/web/pricing-page.tsx"],
        ["/gone", "/web/gone-page.tsx"],
      ]),
      chunks,
    );
    expect(preloads).toEqual({
      "/pricing": ["/assets/pricing.js", "/assets/icons.js", "/assets/icon-base.js"],
    });
  });
});
