// Who is calling /v1: the API key from `xi-api-key` (ElevenLabs' shape) or `Authorization: Bearer`
// (OpenAI's), never a cookie, so the routes are safe to answer from any origin.
import { createMiddleware } from "hono/factory";
import { byKey } from "../../../domain/messages.ts";
import type { AppEnv } from "../../app-env.ts";
import { ApiError } from "../../http/errors.ts";
import type { ApiKeyCaller } from "../api-keys/service.ts";
import type { Shape } from "./errors.ts";

export type PublicEnv = {
  Variables: AppEnv["Variables"] & { caller: ApiKeyCaller; shape: Shape };
};

/** The shape a request speaks: by its key header, else by its path (for the 401 it will get). */
export function shapeOf(headers: Headers, path: string): Shape {
  if (headers.has("xi-api-key")) return "elevenlabs";
  if (headers.has("authorization") || path.startsWith("/v1/audio/")) return "openai";
  return "elevenlabs";
}

function secretOf(headers: Headers): string | null {
  const xi = headers.get("xi-api-key");
  if (xi) return xi.trim();
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(headers.get("authorization") ?? "");
  return bearer?.[1] ?? null;
}

export const requireApiKey = createMiddleware<PublicEnv>(async (c, next) => {
  const { deps } = c.var;
  c.set("shape", shapeOf(c.req.raw.headers, c.req.path));
  const secret = secretOf(c.req.raw.headers);
  if (!secret) throw new ApiError(401, "INVALID_API_KEY", byKey("apiKeysMissing"));
  const caller = await deps.apiKeys.verify(secret);
  if (!caller) throw new ApiError(401, "INVALID_API_KEY", byKey("apiKeysInvalid"));
  if (!(await deps.apiKeyLimiter.take(caller.keyId))) {
    // The SDKs wait as long as Retry-After says before they try again.
    c.header("Retry-After", String(await deps.apiKeyLimiter.wait(caller.keyId)));
    throw new ApiError(429, "RATE_LIMITED", byKey("httpRateLimited"));
  }
  c.set("caller", caller);
  await next();
});
