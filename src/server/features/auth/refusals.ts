// better-auth refuses in its own shape, {code, message}, in its own English words. Each refusal
// gets the catalogue's key beside it (docs/architecture.md, HTTP API), so the web shows it in the
// reader's language: the ones the sign-in, sign-up and account forms meet their own text, any
// other a general one. A 5xx is left alone: the web shows the form's own fallback for it.
import { byKey, catalogueRef, type MessageKey, message } from "../../../domain/messages.ts";

const KEYS: Partial<Record<string, MessageKey>> = {
  INVALID_EMAIL_OR_PASSWORD: "authWrongCredentials",
  INVALID_EMAIL: "authInvalidEmail",
  USER_ALREADY_EXISTS: "authEmailTaken",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "authEmailTaken",
  PASSWORD_TOO_SHORT: "authPasswordLength",
  PASSWORD_TOO_LONG: "authPasswordLength",
  INVALID_PASSWORD: "accountWrongPassword",
  // Changing the password of an account made with Google.
  CREDENTIAL_ACCOUNT_NOT_FOUND: "authNoPassword",
  // A reset link: the e-mail's links to verify an address carry a callbackURL, so their failures
  // are redirects, not these.
  INVALID_TOKEN: "accountResetInvalid",
  TOKEN_EXPIRED: "accountResetInvalid",
  RESET_PASSWORD_DISABLED: "accountResetNoEmail",
  UNAUTHORIZED: "authNotSignedIn",
  // Its limiter's answer has no code: it gets ours.
  RATE_LIMITED: "httpRateLimited",
};

interface Refusal {
  code?: unknown;
  message?: unknown;
  key?: unknown;
}

/**
 * `answer` (better-auth's) with the catalogue's key and values on a refusal. A known code's
 * message becomes the catalogue's English; another keeps better-auth's, for API scripts.
 */
export async function withCatalogueKey(answer: Response): Promise<Response> {
  if (answer.status < 400 || answer.status >= 500) return answer;
  const body = (await answer
    .clone()
    .json()
    .catch(() => null)) as Refusal | null;
  // Ours already named (features/account/verified-sign-in.ts), or not a refusal we can read. An
  // empty one (better-auth's 404 for an account deleted meanwhile) gets the general words.
  if (body !== null && (typeof body !== "object" || body.key !== undefined)) return answer;
  const code =
    typeof body?.code === "string" ? body.code : answer.status === 429 ? "RATE_LIMITED" : null;
  const known = code === null ? undefined : KEYS[code];
  const key = known ?? "authRefused";
  const refusal = {
    ...(code === null ? {} : { code }),
    message: known || typeof body?.message !== "string" ? message(key) : body.message,
    ...catalogueRef(byKey(key)),
  };
  const headers = new Headers(answer.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/json");
  return new Response(JSON.stringify(refusal), { status: answer.status, headers });
}
