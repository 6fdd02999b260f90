// Prometheus metrics: request count and latency by route pattern (not raw path, which would
// make one series per user id).
import { createHash, timingSafeEqual } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";
import { byKey } from "../../domain/messages.ts";
import { socketAddress } from "./client-ip.ts";
import { sendError } from "./errors.ts";

export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests by method, route and status",
    labelNames: ["method", "route", "status"],
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP request latency by method and route",
    labelNames: ["method", "route"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  /** Counts a finished request; called by the one middleware that times every request. */
  function record(c: Context, seconds: number) {
    const route = routePath(c, -1);
    const method = c.req.method;
    requests.inc({ method, route, status: String(c.res.status) });
    duration.observe({ method, route }, seconds);
  }
  return { registry, record };
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);
const digest = (s: string) => createHash("sha256").update(s).digest();

/**
 * /metrics tells anyone who reads it the traffic per route: only the scraper may. With
 * METRICS_TOKEN, the caller must send it as a bearer token (compared in constant time); without
 * one, only a caller on this machine that came through no proxy: a proxy on the same host
 * connects from loopback too, but says whom it forwards for.
 */
export function metricsGuard(token: string | undefined): MiddlewareHandler {
  const expected = token === undefined ? undefined : digest(token);
  return async (c, next) => {
    if (expected) {
      const given = /^Bearer (.+)$/i.exec(c.req.header("authorization") ?? "")?.[1] ?? "";
      // Equal-length digests: timingSafeEqual needs them, and the token's length stays unsaid.
      if (!timingSafeEqual(digest(given), expected)) {
        c.header("WWW-Authenticate", 'Bearer realm="metrics"');
        return sendError(c, 401, "METRICS_UNAUTHORIZED", byKey("httpForbidden"));
      }
      return next();
    }
    const proxied = ["x-forwarded-for", "forwarded", "x-real-ip"].some((h) => c.req.header(h));
    if (proxied || !LOOPBACK.has(socketAddress(c))) {
      return sendError(c, 403, "FORBIDDEN", byKey("httpForbidden"));
    }
    return next();
  };
}
