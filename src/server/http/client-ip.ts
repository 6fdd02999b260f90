// The real client address: the socket's, or the proxy's X-Forwarded-For only when the operator
// says a proxy is in front (TRUST_PROXY). Anything else lets a client pick its own rate-limit bucket.
import type { Context } from "hono";

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  const env = c.env as NodeBindings | undefined;
  return env?.incoming?.socket?.remoteAddress ?? "unknown";
}
