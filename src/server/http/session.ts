import { getCookieCache } from "better-auth/cookies";
import { createMiddleware } from "hono/factory";
import { parse } from "hono/utils/cookie";
import { byKey } from "../../domain/messages.ts";
import type { AppEnv, SessionUser } from "../app-env.ts";
import type { Auth } from "../auth.ts";
import { sendError } from "./errors.ts";

// Enough for every browser active within a minute on a small site; the oldest goes first.
const MEMO_LIMIT = 10_000;
// Our two cookies take about 1 KB; a longer header (other cookies on the domain) is checked each
// time rather than let the memo grow past some tens of megabytes.
const MEMO_HEADER_MAX = 4_096;

/**
 * Who is signed in, answered without the database on most requests. better-auth's signed
 * session cookie (at most 60 s old, HMAC-checked) stands in for the session row; a Cookie
 * header already checked is remembered until its signed cookie expires, so the parsing, HMAC and
 * base64/JSON work happen once per cookie, not once per request. See docs/architecture.md ("Sessions").
 */
export function createSessionCheck(auth: Auth, secret: string, isSecure: boolean) {
  const cookieName = `${isSecure ? "__Secure-" : ""}better-auth.session_data`;
  const memo = new Map<string, { user: SessionUser; until: number }>();

  function remember(cookie: string, user: SessionUser, until: number) {
    if (memo.size >= MEMO_LIMIT) {
      const oldest = memo.keys().next();
      if (!oldest.done) memo.delete(oldest.value);
    }
    memo.set(cookie, { user, until });
  }

  return async function sessionUser(headers: Headers): Promise<SessionUser | null> {
    // Keyed by the whole Cookie header: a hit is an input already checked, and finding it costs
    // no parsing (a browser sends the same header on every request until a cookie changes).
    const header = headers.get("cookie");
    if (header) {
      const hit = memo.get(header);
      if (hit && hit.until > Date.now()) return hit.user;
      if (hit) memo.delete(header);
    }
    const cached = await getCookieCache(headers, { secret, isSecure });
    if (cached) {
      const signed = header ? parse(header, cookieName)[cookieName] : undefined;
      const until = signed ? Math.min(signedExpiry(signed), timeOf(cached.session.expiresAt)) : 0;
      if (header && header.length <= MEMO_HEADER_MAX && until > Date.now()) {
        remember(header, cached.user as SessionUser, until);
      }
      return cached.user as SessionUser;
    }
    const session = await auth.api.getSession({ headers });
    return session?.user ?? null;
  };
}

export type SessionCheck = ReturnType<typeof createSessionCheck>;

/** When the signed cookie stops being accepted; 0 (remember nothing) when it cannot be read. */
function signedExpiry(cookie: string): number {
  try {
    const payload: unknown = JSON.parse(Buffer.from(cookie, "base64url").toString("utf8"));
    const at = (payload as { expiresAt?: unknown }).expiresAt;
    return typeof at === "number" && Number.isFinite(at) ? at : 0;
  } catch {
    return 0;
  }
}

function timeOf(value: unknown): number {
  const at = new Date(value as string | number | Date).getTime();
  return Number.isFinite(at) ? at : 0;
}

/** Signed-in users only: 401 in the API's error shape otherwise. */
// c.get, not c.var: Hono builds c.var as a new object from all the variables at every access.
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const user = await c.get("deps").sessionUser(c.req.raw.headers);
  if (!user) return sendError(c, 401, "UNAUTHORIZED", byKey("authNotSignedIn"));
  c.set("user", user);
  await next();
});
