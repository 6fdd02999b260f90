import { render, screen } from "@testing-library/react";
import { Component, type ComponentType, createElement, type ReactNode, Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { importWhenOnline, isChunkError, lazyWhenOnline } from "./chunks.ts";

const chunkError = () =>
  new TypeError("Failed to fetch dynamically imported module: /assets/dashboard-page.js");

function setOnline(online: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  window.dispatchEvent(new Event(online ? "online" : "offline"));
}

afterEach(() => vi.restoreAllMocks());

describe("a chunk that fails to load", () => {
  it("offline: says so, waits, and loads once the browser is back online", async () => {
    setOnline(false);
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValueOnce("the page");
    const onOffline = vi.fn();
    let result: string | undefined;
    const loading = importWhenOnline(load, onOffline).then((r) => {
      result = r;
    });
    await vi.waitFor(() => expect(onOffline).toHaveBeenCalledTimes(1));
    expect(result).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);

    setOnline(true);
    await loading;
    expect(result).toBe("the page");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("online: fails at once, so the error page can offer the new version", async () => {
    setOnline(true);
    const error = chunkError();
    await expect(importWhenOnline(() => Promise.reject(error))).rejects.toBe(error);
  });

  it("is told apart from other errors", () => {
    expect(isChunkError(chunkError())).toBe(true);
    expect(isChunkError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkError(new TypeError("x is undefined"))).toBe(false);
  });
});

/** The error boundary a page has above its parts: what a plain `lazy` would end in offline. */
class Catch extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? createElement("p", null, "the error page") : this.props.children;
  }
}

describe("a lazily loaded part of a page", () => {
  it("offline: stays in its fallback, says so once, and renders once back online", async () => {
    setOnline(false);
    const Strip = () => createElement("p", null, "the strip");
    const load = vi
      .fn<() => Promise<ComponentType>>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValueOnce(Strip);
    const onOffline = vi.fn();
    const Part = lazyWhenOnline(load, onOffline);
    render(
      createElement(
        Catch,
        null,
        createElement(
          Suspense,
          { fallback: createElement("p", null, "waiting") },
          createElement(Part),
        ),
      ),
    );
    await vi.waitFor(() => expect(onOffline).toHaveBeenCalledTimes(1));
    expect(screen.getByText("waiting")).toBeTruthy();
    expect(screen.queryByText("the error page")).toBeNull();

    setOnline(true);
    expect(await screen.findByText("the strip")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
