import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("HTTP basics", () => {
  it("answers an unknown /api path with 404 in the error shape", async () => {
    const res = await server.client().json("/api/x");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      error: { code: "NOT_FOUND", message: "Not found", key: "messages.httpNotFound" },
    });
  });

  it("refuses a JSON body over 64 KB with 413", async () => {
    const res = await server.client().json("/api/admin/session", {
      body: { password: "x".repeat(100 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ error: { code: "PAYLOAD_TOO_LARGE" } });
  });

  it("sends the security headers on every response", async () => {
    for (const path of ["/healthz", "/api/site", "/api/x"]) {
      const res = await server.client().request(path);
      const csp = res.headers.get("content-security-policy") ?? "";
      // Directive by directive: styles may be inline, scripts never (nor eval).
      const directives = new Map(
        csp.split(";").map((d) => {
          const [name = "", ...values] = d.trim().split(/\s+/);
          return [name, values] as const;
        }),
      );
      expect(directives.get("script-src")).toEqual(["'self'"]);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBeTruthy();
    }
  });

  it("reports health, readiness and metrics", async () => {
    const c = server.client();
    expect((await c.json("/healthz")).body).toEqual({ status: "ok" });
    expect((await c.json("/readyz")).body).toEqual({ status: "ok", database: "up" });
    const metrics = await (await c.request("/metrics")).text();
    expect(metrics).toMatch(/http_requests_total\{method="GET",route="\/readyz",status="200"\} 1/);
    expect(metrics).toContain("http_request_duration_seconds_bucket");
  });

  it("serves the public settings", async () => {
    const res = await server.client().json<Record<string, unknown>>("/api/site");
    expect(res.body).toMatchObject({ siteName: "Awaaz", freeQuota: 2, timezone: "Asia/Karachi" });
  });
});
