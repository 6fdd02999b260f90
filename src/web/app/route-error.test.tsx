import { afterEach, describe, expect, it, vi } from "vitest";
import { noteOfflineFailure } from "../lib/chunks.ts";
import { routeErrorText } from "./route-error.tsx";

const chunkError = () =>
  new TypeError("Failed to fetch dynamically imported module: /assets/dashboard-page.js");
const setOnline = (online: boolean) => vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);

afterEach(() => vi.restoreAllMocks());

describe("the route error page", () => {
  it("says 'A new version is available' only for a chunk that failed online", () => {
    setOnline(true);
    expect(routeErrorText(chunkError()).title).toBe("A new version is available");
    expect(routeErrorText(new Error("render failed")).title).toBe("Something went wrong");
    setOnline(false);
    expect(routeErrorText(chunkError()).title).toBe("You are offline");
    // A chunk that failed offline may stay failed once online: not a new version either.
    noteOfflineFailure();
    setOnline(true);
    expect(routeErrorText(chunkError()).title).toBe("You are back online");
  });
});
