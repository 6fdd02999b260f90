import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";

const TOKEN = "metrics-token-0123456789";
let open: TestServer;
let guarded: TestServer;
beforeAll(async () => {
  open = await startTestServer({ env: { TRUST_PROXY: "1" } });
  guarded = await startTestServer({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(async () => {
  await open.close();
  await guarded.close();
});

const scrape = (server: TestServer, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/metrics`, { headers });

describe("/metrics", () => {
  it("without METRICS_TOKEN, answers a caller on this machine", async () => {
    const res = await scrape(open);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("http_requests_total");
  });

  it("without METRICS_TOKEN, refuses whatever a proxy forwards, even from loopback", async () => {
    // The test server listens on 127.0.0.1: this is what a proxy on the same host looks like.
    for (const header of ["x-forwarded-for", "forwarded", "x-real-ip"]) {
      const res = await scrape(open, { [header]: "203.0.113.9" });
      expect([header, res.status]).toEqual([header, 403]);
      expect(await res.json()).toMatchObject({ error: { code: "FORBIDDEN" } });
    }
  });

  it("with METRICS_TOKEN, wants it as a bearer token, even from loopback", async () => {
    for (const authorization of [undefined, "Bearer wrong", `Bearer ${TOKEN}x`, TOKEN]) {
      const res = await scrape(guarded, authorization ? { authorization } : {});
      expect([authorization, res.status]).toEqual([authorization, 401]);
      expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(await res.json()).toMatchObject({ error: { code: "METRICS_UNAUTHORIZED" } });
    }
    const res = await scrape(guarded, {
      authorization: `Bearer ${TOKEN}`,
      "x-forwarded-for": "1.2.3.4",
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("http_requests_total");
  });
});
