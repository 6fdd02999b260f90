// The headers every response carries, worked out once at start: they never depend on the
// request, so the request path only copies the list (src/server/http/every-request.ts).
import type { Env } from "../env.ts";

export type HeaderList = ReadonlyArray<readonly [name: string, value: string]>;

// No inline script anywhere (the theme is set by /theme-init.js); inline styles are allowed
// because the toast library and React style props need them.
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: data:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self' https://accounts.google.com",
  "frame-ancestors 'none'",
].join("; ");

export function securityHeaders(env: Env): HeaderList {
  const https = env.PUBLIC_URL?.startsWith("https://") ?? false;
  return [
    ["Content-Security-Policy", CONTENT_SECURITY_POLICY],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["Origin-Agent-Cluster", "?1"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    // Only where the site is served over HTTPS: over plain HTTP it would lock browsers out.
    ...(https
      ? [["Strict-Transport-Security", "max-age=31536000; includeSubDomains"] as const]
      : []),
    ["X-Content-Type-Options", "nosniff"],
    // Hono's secureHeaders defaults, kept when it was replaced by this list.
    ["X-DNS-Prefetch-Control", "off"],
    ["X-Download-Options", "noopen"],
    ["X-Frame-Options", "DENY"],
    ["X-Permitted-Cross-Domain-Policies", "none"],
    ["X-XSS-Protection", "0"],
  ];
}
