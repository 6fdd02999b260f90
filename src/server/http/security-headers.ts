// The headers every response carries, worked out once at start: they never depend on the
// request, so the request path only copies the list (src/server/http/every-request.ts).
import { createHash } from "node:crypto";
import type { Env } from "../env.ts";

export type HeaderList = ReadonlyArray<readonly [name: string, value: string]>;

// Scripts come from the site itself; the only inline ones are those of the page the server
// serves (the theme and language set before the first paint, src/web/theme-init.js), each allowed
// by its hash. Inline styles are allowed because the toast library and style props need them.
function contentSecurityPolicy(inlineScripts: readonly string[]): string {
  const hashes = inlineScripts.map(
    (script) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`,
  );
  return [
    "default-src 'self'",
    ["script-src 'self'", ...hashes].join(" "),
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
}

/** `inlineScripts`: the text of each inline `<script>` of the web app's pages (spa.ts). */
export function securityHeaders(env: Env, inlineScripts: readonly string[] = []): HeaderList {
  const https = env.PUBLIC_URL?.startsWith("https://") ?? false;
  return [
    ["Content-Security-Policy", contentSecurityPolicy(inlineScripts)],
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
