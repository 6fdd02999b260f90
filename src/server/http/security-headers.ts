import { secureHeaders } from "hono/secure-headers";
import type { Env } from "../env.ts";

// No inline script anywhere (the theme is set by /theme-init.js); inline styles are allowed
// because the toast library and React style props need them.
export function securityHeaders(env: Env) {
  const https = env.PUBLIC_URL?.startsWith("https://") ?? false;
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", "https:"],
      mediaSrc: ["'self'", "blob:", "data:"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", "data:"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'", "https://accounts.google.com"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    strictTransportSecurity: https ? "max-age=31536000; includeSubDomains" : false,
  });
}
