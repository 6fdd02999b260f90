// Cross-site request forgery: a page on another site can make a browser send our cookies with a
// form post or a fetch. Browsers name the calling page's origin in Origin on every POST, PUT,
// PATCH and DELETE, and say where a request comes from in Sec-Fetch-Site; a mutating request
// under /api from anywhere but our own origin is refused, whatever its content type.
//
// hono/csrf is not enough here: it looks only at form-like content types (a JSON body with a
// foreign Origin passes), accepts on Sec-Fetch-Site alone, and compares with the request URL's
// origin, which is http:// behind a proxy that terminates TLS.
//
// A request with neither header comes from no browser (curl, a script): no page can make a
// browser send one, so it is no forgery and meets the usual sign-in checks. The public API
// under /v1 and /v2 (API keys, no cookies) is not under /api and is never checked.
import type { MiddlewareHandler } from "hono";
import { byKey } from "../../domain/messages.ts";
import { sendError } from "./errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const FOREIGN_SITES = new Set(["cross-site", "same-site"]);

/** `publicUrl` is the one trusted origin; without it, the site's own (from Host), as for sign-in. */
export function originCheck(publicUrl: string | undefined): MiddlewareHandler {
  const trusted = publicUrl ? new URL(publicUrl).origin : undefined;
  const isOurs = (origin: string, host: string | undefined) =>
    trusted
      ? origin === trusted
      : host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const allowed =
      origin === undefined
        ? !FOREIGN_SITES.has(c.req.header("sec-fetch-site") ?? "")
        : isOurs(origin, c.req.header("host"));
    if (!allowed) return sendError(c, 403, "CROSS_SITE_REQUEST", byKey("httpForbidden"));
    return next();
  };
}
