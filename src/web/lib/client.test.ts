import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "./api.ts";
import { call, client } from "./client.ts";

function answer(response: Response | Error | DOMException) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    if (!(response instanceof Response)) throw response;
    return response;
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("typed client", () => {
  it("sends the path, method, JSON body and signal, and returns the success body", async () => {
    const fetchMock = answer(Response.json({ deleted: true }));
    const controller = new AbortController();
    const body = await call(
      client.api.generations[":id"].$delete(
        { param: { id: encodeURIComponent("a/b c") } },
        { init: { signal: controller.signal } },
      ),
    );
    expect(body).toEqual({ deleted: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe("/api/generations/a%2Fb%20c");
    expect(init?.method).toBe("DELETE");
    expect(init?.signal).toBe(controller.signal);

    answer(Response.json({ admin: true }));
    await call(client.api.admin.session.$post({ json: { password: "pw" } }));
    const [, postInit] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(new Headers(postInit?.headers).get("content-type")).toBe("application/json");
    expect(postInit?.body).toBe(JSON.stringify({ password: "pw" }));
  });

  it("turns the server's error shape into an ApiRequestError with its code and message", async () => {
    answer(
      Response.json({ error: { code: "QUOTA", message: "No generations left." } }, { status: 403 }),
    );
    const error = await call(client.api.me.$get()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 403, code: "QUOTA", message: "No generations left." });
  });

  it("reports a failed fetch as a network error, and lets an abort through as an abort", async () => {
    answer(new TypeError("Failed to fetch"));
    await expect(call(client.api.me.$get())).rejects.toMatchObject({ status: 0, code: "NETWORK" });
    const abort = new DOMException("aborted", "AbortError");
    answer(abort);
    await expect(call(client.api.me.$get())).rejects.toBe(abort);
  });
});
