import { describe, expect, it, vi } from "vitest";
import { answer, failure, networkError } from "../../../tests/helpers/api-mock.ts";
import { ApiRequestError } from "./api.ts";
import { call, client } from "./client.ts";

// The API answers through MSW; fetch is only watched, to see what the client handed it.
function watchFetch() {
  return vi.spyOn(globalThis, "fetch");
}

describe("typed client", () => {
  it("sends the path, method, JSON body and signal, and returns the success body", async () => {
    answer("DELETE /api/generations/:id", { deleted: true });
    answer("POST /api/admin/session", { admin: true, expiresAt: "2026-11-20T18:00:00.000Z" });
    const fetchMock = watchFetch();
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

    fetchMock.mockClear();
    await call(client.api.admin.session.$post({ json: { password: "pw" } }));
    const [, postInit] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(new Headers(postInit?.headers).get("content-type")).toBe("application/json");
    expect(postInit?.body).toBe(JSON.stringify({ password: "pw" }));
  });

  it("turns the server's error shape into an ApiRequestError with its code and message", async () => {
    answer("GET /api/me", failure(403, "QUOTA", "No generations left."));
    const error = await call(client.api.me.$get()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 403, code: "QUOTA", message: "No generations left." });
  });

  it("reports a failed fetch as a network error, and lets an abort through as an abort", async () => {
    answer("GET /api/me", networkError());
    await expect(call(client.api.me.$get())).rejects.toMatchObject({ status: 0, code: "NETWORK" });
    const abort = new DOMException("aborted", "AbortError");
    const controller = new AbortController();
    controller.abort(abort);
    await expect(
      call(client.api.me.$get(undefined, { init: { signal: controller.signal } })),
    ).rejects.toBe(abort);
  });
});
