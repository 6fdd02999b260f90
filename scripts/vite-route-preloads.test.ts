import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { chunk } from "../tests/helpers/build-chunks.ts";
import { pageModules, routePreloads } from "./vite-route-preloads.ts";

const routerFile = path.resolve(import.meta.dirname, "../src/web/app/router.tsx");

describe("route preloads", () => {
  it("reads every page of the router, the landing page at /, and the guards of guarded pages", () => {
    const pages = pageModules(fs.readFileSync(routerFile, "utf8"), routerFile);
    const web = path.resolve(import.meta.dirname, "../src/web");
    const guards = path.join(web, "app/guards.tsx");
    expect(pages.get("/")).toEqual([path.join(web, "features/landing/landing-page.tsx")]);
    expect(pages.get("/pricing")).toEqual([path.join(web, "features/pricing/pricing-page.tsx")]);
    expect(pages.get("/reset-password")).toEqual([
      path.join(web, "features/account/reset-password-page.tsx"),
    ]);
    // Guest, user and admin pages load the guards beside the page; the public pages do not.
    expect(pages.get("/login")).toEqual([path.join(web, "features/auth/login-page.tsx"), guards]);
    expect(pages.get("/dashboard")).toEqual([
      path.join(web, "app/pages/dashboard-page.tsx"),
      guards,
    ]);
    expect(pages.get("/admin-dashboard")?.[1]).toBe(guards);
    const withGuards = [...pages].filter(([, modules]) => modules.includes(guards));
    expect(withGuards.map(([p]) => p).sort()).toEqual(
      [
        "/account",
        "/admin-dashboard",
        "/dashboard",
        "/forgot-password",
        "/login",
        "/pronunciation",
        "/projects",
      ].sort(),
    );
    // Every module the router names exists: a renamed file would leave its path unpreloaded.
    for (const modules of pages.values())
      for (const module of modules) expect(fs.existsSync(module)).toBe(true);
    expect(pages.has("/*")).toBe(false);
  });

  it("gives the guards only to the pages of a guarded group, whatever the groups' order", () => {
    const source = `
      function page(load, guard) { return Promise.all([load(), guard ? import("./guards.tsx") : null]); }
      const Landing = page(() => import("./landing.tsx"));
      const routes = [
        ...pages({ account: () => import("./account.tsx") }, "user"),
        ...pages({
          help: () => import("./help.tsx"),
          terms: () => import("./terms.tsx").then((m) => m.Terms),
        }),
        ...pages(
          {
            login: () => import("./login.tsx"),
          },
          "guest",
        ),
      ];`;
    const file = "/web/app/router.tsx";
    const pages = Object.fromEntries(pageModules(source, file));
    expect(pages).toEqual({
      "/": ["/web/app/landing.tsx"],
      "/account": ["/web/app/account.tsx", "/web/app/guards.tsx"],
      "/help": ["/web/app/help.tsx"],
      "/terms": ["/web/app/terms.tsx"],
      "/login": ["/web/app/login.tsx", "/web/app/guards.tsx"],
    });
  });

  it("lists a page's chunk and its static imports, without what the entry already loads", () => {
    const chunks = [
      chunk("assets/index.js", ["assets/vendor.js"], "/web/main.tsx"),
      chunk("assets/vendor.js", []),
      chunk("assets/pricing.js", ["assets/icons.js", "assets/vendor.js"], "/web/pricing-page.tsx"),
      chunk("assets/icons.js", ["assets/icon-base.js"]),
      chunk("assets/icon-base.js", ["assets/icons.js"]),
    ];
    const preloads = routePreloads(
      new Map([
        ["/pricing", ["/web/pricing-page.tsx"]],
        ["/gone", ["/web/gone-page.tsx"]],
      ]),
      chunks,
    );
    expect(preloads).toEqual({
      "/pricing": ["/assets/pricing.js", "/assets/icons.js", "/assets/icon-base.js"],
    });
  });

  it("adds the chunks of the guards a page loads beside it, each file once", () => {
    const chunks = [
      chunk("assets/index.js", ["assets/vendor.js"], "/web/main.tsx"),
      chunk("assets/vendor.js", []),
      chunk("assets/login.js", ["assets/client.js", "assets/vendor.js"], "/web/login-page.tsx"),
      chunk("assets/guards.js", ["assets/session.js", "assets/vendor.js"], "/web/guards.tsx"),
      chunk("assets/session.js", ["assets/client.js"]),
      chunk("assets/client.js", []),
    ];
    const preloads = routePreloads(
      new Map([["/login", ["/web/login-page.tsx", "/web/guards.tsx"]]]),
      chunks,
    );
    expect(preloads).toEqual({
      "/login": [
        "/assets/login.js",
        "/assets/client.js",
        "/assets/guards.js",
        "/assets/session.js",
      ],
    });
  });
});
