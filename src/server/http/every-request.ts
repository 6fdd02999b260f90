// What every request gets before its route and after it, in one middleware rather than four
// (each layer of Hono's chain costs a promise and a closure): its dependencies, the client IP and
// a request id; the security headers; then a metrics sample and the log line.
import { randomUUID } from "node:crypto";
import type { HttpBindings } from "@hono/node-server";
import type { Context, MiddlewareHandler } from "hono";
import type { AppDeps, AppEnv } from "../app-env.ts";
import { createClientIp } from "./client-ip.ts";
import type { createMetrics } from "./metrics.ts";
import { type HeaderList, securityHeaders } from "./security-headers.ts";

const REQUEST_ID_HEADER = "X-Request-Id";
// A caller's own id is kept, as a proxy's is, when it is short and plain.
const PLAIN_ID = /^[\w\-=]{1,255}$/;

function requestIdOf(c: Context): string {
  const given = c.req.header(REQUEST_ID_HEADER);
  return given !== undefined && PLAIN_ID.test(given) ? given : randomUUID();
}

/**
 * Under Node the headers go straight onto the Node response, which merges them into whatever the
 * route answers: Hono's Headers object (undici's, which validates, lower-cases and sorts on every
 * call) is then never built for a plain JSON answer. Elsewhere (`app.request()` in tests) they
 * are set on the answer once it exists. Either way a header the route set itself wins (Node's
 * writeHead overrides setHeader).
 */
function setHeaders(c: Context, list: HeaderList, requestId: string) {
  const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
  if (outgoing) {
    outgoing.setHeader(REQUEST_ID_HEADER, requestId);
    for (const [name, value] of list) outgoing.setHeader(name, value);
    return () => {};
  }
  return () => {
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
    for (const [name, value] of list) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  };
}

export function everyRequest(
  deps: AppDeps,
  metrics: ReturnType<typeof createMetrics>,
  inlineScripts: readonly string[] = [],
): MiddlewareHandler<AppEnv> {
  const clientIp = createClientIp(deps.env.TRUST_PROXY);
  const headers = securityHeaders(deps.env, inlineScripts);
  const { logger } = deps;
  return async (c, next) => {
    const requestId = requestIdOf(c);
    c.set("deps", deps);
    c.set("ip", clientIp(c));
    c.set("requestId", requestId);
    const afterwards = setHeaders(c, headers, requestId);
    const start = performance.now();
    await next();
    afterwards();
    const ms = performance.now() - start;
    metrics.record(c, ms / 1000);
    if (logger.isLevelEnabled("info")) {
      logger.info(
        {
          reqId: requestId,
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round(ms),
        },
        "request",
      );
    }
  };
}
