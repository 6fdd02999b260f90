// Prometheus metrics: request count and latency by route pattern (not raw path, which would
// make one series per user id).
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";

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
  const middleware: MiddlewareHandler = async (c, next) => {
    const start = performance.now();
    await next();
    const route = routePath(c, -1);
    const labels = { method: c.req.method, route };
    requests.inc({ ...labels, status: String(c.res.status) });
    duration.observe(labels, (performance.now() - start) / 1000);
  };
  return { registry, middleware };
}
