// E-mail verification, when the operator turns it on (docs/product.md, "Your account"): better-auth
// reads `requireEmailVerification` from its static options, but ours is a setting that can change
// at any time, so the gate sits in front of its sign-in and sign-up answers instead.
import { eq } from "drizzle-orm";
import { byKey } from "../../../domain/messages.ts";
import type { AppDeps } from "../../app-env.ts";
import { session } from "../../db/schema.ts";
import { ApiError } from "../../http/errors.ts";

const GATED = new Set(["/api/auth/sign-in/email", "/api/auth/sign-up/email"]);

type Signed = { token?: string | null; user?: { email?: string; emailVerified?: boolean } };

/**
 * Lets `answer` (better-auth's response to `request`) through, unless it signed in an account
 * whose address is unverified while the site asks for verified ones: then that session is
 * deleted before anyone used it, a fresh link goes to the address, and the answer is 403.
 */
export async function requireVerifiedEmail(
  deps: Pick<AppDeps, "auth" | "db" | "mailer" | "settings">,
  request: Request,
  answer: Response,
): Promise<Response> {
  const url = new URL(request.url);
  if (!GATED.has(url.pathname) || answer.status !== 200 || !deps.mailer) return answer;
  if (!(await deps.settings.get()).requireEmailVerification) return answer;
  const body = (await answer.clone().json()) as Signed;
  const email = body.user?.email;
  if (!email || body.user?.emailVerified !== false) return answer;
  if (body.token) await deps.db.delete(session).where(eq(session.token, body.token));
  // Through better-auth's own endpoint, so the link's origin and its rate limit are the request's.
  const headers = new Headers(request.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  await deps.auth.handler(
    new Request(new URL("/api/auth/send-verification-email", url), {
      method: "POST",
      headers,
      body: JSON.stringify({ email, callbackURL: "/dashboard" }),
    }),
  );
  // No Set-Cookie: the browser never holds the deleted session or its signed cache.
  // better-auth's own shape, {code, message}, with the catalogue key beside it.
  const refusal = new ApiError(403, "EMAIL_NOT_VERIFIED", byKey("accountVerifyFirst", { email }));
  return Response.json(
    { code: refusal.code, message: refusal.message, ...refusal.ref },
    { status: refusal.status },
  );
}
