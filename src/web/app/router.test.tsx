import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { answer, failure, requestLines } from "../../../tests/helpers/api-mock.ts";
import { memoryAddress, renderWeb } from "../../../tests/helpers/render-web.tsx";
import { makeMe, makePlan, makeSite } from "../../../tests/helpers/web-fixtures.ts";
import { usePlans } from "../features/pricing/api.ts";
import { activateLocale } from "../lib/locale.ts";
import { AddressRouter } from "../lib/navigation.tsx";
import { queryClient } from "../lib/query-client.ts";
import { AppRoutes, prepareFirstRender, prepareRoute } from "./router.tsx";

const plans = { plans: [makePlan({ name: "Creator Pro" })] };

// The app's one cache, shared by these tests: each starts from an empty one, and the files after
// them on the worker (which share its modules, vitest.config.ts) find it as the app made it.
const appDefaults = queryClient.getDefaultOptions();
beforeEach(() => {
  queryClient.clear();
  // A failed load's one retry comes at once, well inside the waits these tests are about.
  queryClient.setDefaultOptions({
    ...appDefaults,
    queries: { ...appDefaults.queries, retryDelay: 0 },
  });
  answer("GET /api/me", failure(401, "UNAUTHORIZED", "Please sign in to continue."));
  answer("GET /api/site", makeSite());
});
afterEach(() => vi.useRealTimers());
afterAll(() => {
  queryClient.clear();
  queryClient.setDefaultOptions(appDefaults);
});

describe("a page's first data arrives with its code", () => {
  it("the pricing page is ready once its plans are in the cache", async () => {
    answer("GET /api/plans", plans);
    await prepareRoute("/pricing", 2000);
    expect(queryClient.getQueryData(["plans"])).toEqual(plans);
  });

  it("a page already in the cache is not asked for again", async () => {
    answer("GET /api/plans", plans);
    await prepareRoute("/pricing", 2000);
    await prepareRoute("/Pricing/");
    expect(requestLines("/api/plans")).toEqual(["GET /api/plans"]);
  });

  it("a failing API does not stop the page: it shows, and the query keeps its error", async () => {
    answer("GET /api/plans", failure(503));
    await expect(prepareFirstRender("/pricing", "en")).resolves.toBeDefined();
    expect(queryClient.getQueryState(["plans"])?.status).toBe("error");
  });

  it("a load that failed before the page showed is not repeated as the page mounts", async () => {
    answer("GET /api/plans", failure(503));
    await prepareFirstRender("/pricing", "en");
    const asked = requestLines("/api/plans").length;
    function Plans() {
      const plans = usePlans();
      return <p>{plans.isError ? "static plans" : "loading"}</p>;
    }
    // As main.tsx renders the app, after preparing the first page.
    render(
      <QueryClientProvider client={queryClient}>
        <AddressRouter source={memoryAddress("/pricing")}>
          <Plans />
        </AddressRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText("static plans")).toBeTruthy();
    expect(queryClient.isFetching()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestLines("/api/plans")).toHaveLength(asked);
  });

  it("a link's click waits 0.3 s at most for the next page's data", async () => {
    answer("GET /api/status", () => new Promise<never>(() => {}));
    await prepareRoute("/status"); // the page's code, so only the API is left to wait for
    queryClient.clear();
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    let ready = false;
    void prepareRoute("/status").then(() => {
      ready = true;
    });
    await vi.advanceTimersByTimeAsync(250);
    expect(ready).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(ready).toBe(true);
  });

  it("a prepared page is in the first render itself, not its loading state first", async () => {
    await prepareFirstRender("/contact", "en");
    renderWeb(<AppRoutes />, { path: "/contact", client: queryClient });
    // Nothing awaited: a page that suspended first would only be the loading spinner here.
    expect(screen.getByRole("heading", { level: 1, name: "Contact us" })).toBeTruthy();
    expect(screen.queryByText("Loading")).toBeNull();
  });

  it("the first render also has who is signed in and the operator's settings", async () => {
    const me = makeMe();
    const site = makeSite({ siteName: "Awaaz Test" });
    answer("GET /api/me", me);
    answer("GET /api/site", site);
    await prepareFirstRender("/help", "en");
    expect(queryClient.getQueryData(["me"])).toEqual(me);
    expect(queryClient.getQueryData(["site"])).toEqual(site);
  });

  it("an Urdu page's first render waits for Nastaliq; an English page's does not", async () => {
    await prepareRoute("/help"); // the page's code, so only the font is left to wait for
    // A browser without the font loading API renders anyway.
    await expect(prepareFirstRender("/help", "ur")).resolves.toBeDefined();
    const arrivals: ((face: unknown) => void)[] = [];
    const load = vi.fn(() => new Promise((resolve) => arrivals.push(resolve)));
    Object.defineProperty(document, "fonts", { value: { load }, configurable: true });
    try {
      await prepareFirstRender("/help", "en");
      expect(load).not.toHaveBeenCalled();
      let ready = false;
      void prepareFirstRender("/help", "ur").then(() => {
        ready = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(ready).toBe(false);
      // One face serves every weight (styles.css): one load.
      expect(load.mock.calls).toEqual([['1em "Noto Nastaliq Urdu"', "اردو"]]);
      for (const arrived of arrivals) arrived(undefined);
      await vi.waitFor(() => expect(ready).toBe(true));
    } finally {
      Reflect.deleteProperty(document, "fonts");
      await activateLocale("en");
    }
  });

  it("a hanging API holds the first render 2 s at most", async () => {
    await prepareRoute("/help"); // the page's code, so only the API is left to wait for
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    answer("GET /api/me", () => new Promise<never>(() => {}));
    answer("GET /api/site", makeSite());
    let ready = false;
    void prepareFirstRender("/help", "en").then(() => {
      ready = true;
    });
    await vi.advanceTimersByTimeAsync(1_900);
    expect(ready).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(ready).toBe(true);
  });
});
