// The middleware every request passes: the same headers on every answer, under Node and through
// app.request(), a request id, a metrics sample and one log line per request.
import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data: blob: https:; media-src 'self' blob: data:; connect-src 'self'; " +
  "font-src 'self' data:; object-src 'none'; base-uri 'self'; " +
  "form-action 'self' https://accounts.google.com; frame-ancestors 'none'";

const SECURITY = {
  "content-security-policy": CSP,
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "DENY",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};
const HSTS = { "strict-transport-security": "max-age=31536000; includeSubDomains" };

// A JSON answer, a 404, a refusal, better-auth's own Response, and a mutating request.
const PATHS: [string, RequestInit?][] = [
  ["/healthz"],
  ["/api/nowhere"],
  ["/api/me"],
  ["/api/auth/get-session"],
  ["/api/me/locale", { method: "PUT", headers: { origin: "https://elsewhere.example" } }],
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function pick(headers: Headers, names: string[]) {
  return Object.fromEntries(names.map((n) => [n, headers.get(n)]));
}

const lines: Record<string, unknown>[] = [];
let plain: TestServer;
let https: TestServer;
beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  plain = await startTestServer({
    configure: (options) => ({ ...options, logger: pino({ level: "info" }, sink) }),
  });
  https = await startTestServer({ env: { PUBLIC_URL: "https://awaaz.example" } });
});
afterAll(async () => {
  await plain.close();
  await https.close();
});

describe("every response", () => {
  const names = [...Object.keys(SECURITY), ...Object.keys(HSTS)];
  const expected = { ...SECURITY, "strict-transport-security": null };

  it.each(PATHS)(
    "%s carries the security headers and a request id, under Node",
    async (path, init) => {
      const res = await fetch(plain.url + path, init);
      expect(pick(res.headers, names)).toEqual(expected);
      expect(res.headers.get("x-request-id")).toMatch(UUID);
      const secure = await fetch(https.url + path, init);
      expect(pick(secure.headers, names)).toEqual({ ...SECURITY, ...HSTS });
    },
  );

  it.each(PATHS)("%s carries the same through app.request()", async (path, init) => {
    const res = await plain.app.request(path, init);
    expect(pick(res.headers, names)).toEqual(expected);
    expect(res.headers.get("x-request-id")).toMatch(UUID);
  });

  it("lets a route's own header win, under Node and through app.request()", async () => {
    const preview = "/v1/voices/basic-en-us-male-1/preview";
    const corp = (res: Response) => res.headers.get("cross-origin-resource-policy");
    expect(corp(await fetch(plain.url + preview))).toBe("cross-origin");
    expect(corp(await plain.app.request(preview))).toBe("cross-origin");
    expect(corp(await plain.app.request("/healthz"))).toBe("same-origin");
  });

  it("keeps a caller's plain request id and replaces any other", async () => {
    const id = async (given: string) =>
      (await fetch(`${plain.url}/healthz`, { headers: { "x-request-id": given } })).headers.get(
        "x-request-id",
      );
    expect(await id("proxy-id_0123=")).toBe("proxy-id_0123=");
    expect(await id("has space")).toMatch(UUID);
    expect(await id("x".repeat(256))).toMatch(UUID);
    expect(await id("x".repeat(255))).toBe("x".repeat(255));
  });
});

describe("each request", () => {
  it("is logged once with its id, and counted by its route pattern", async () => {
    const res = await fetch(`${plain.url}/api/nowhere/at-all`, {
      headers: { "x-request-id": "log-me" },
    });
    expect(res.status).toBe(404);
    const logged = lines.filter((l) => l.reqId === "log-me");
    expect(logged).toEqual([
      expect.objectContaining({
        msg: "request",
        method: "GET",
        path: "/api/nowhere/at-all",
        status: 404,
        ms: expect.any(Number),
      }),
    ]);
    const metrics = await (await fetch(`${plain.url}/metrics`)).text();
    expect(metrics).toMatch(
      /http_requests_total\{method="GET",route="\/api\/\*",status="404"\} \d+/,
    );
    expect(metrics).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/\*"\} \d+/,
    );
  });
});
