// zod validation that answers in the caller's shape (ElevenLabs 422, OpenAI 400), naming the field.
// Each validator also carries its schema for /v1/openapi.json (openapi.ts) the way hono-openapi's
// own validator does, while the checking stays zod's, so what is refused and how is unchanged.
import { zValidator } from "@hono/zod-validator";
import type { Context, ValidationTargets } from "hono";
import { resolver, uniqueSymbol } from "hono-openapi";
import type { ZodType } from "zod";
import { byKey } from "../../../domain/messages.ts";
import { ApiError } from "../../http/errors.ts";
import { hasUnstorableText, trackValidation } from "../../http/validate.ts";
import type { PublicEnv } from "./auth.ts";
import { sendShapeError } from "./errors.ts";

// FastAPI's names for where a field was, as ElevenLabs' errors give them.
const LOCATION: Partial<Record<keyof ValidationTargets, string>> = {
  json: "body",
  query: "query",
  param: "path",
  header: "header",
};

export function shapeValidator<T extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  const middleware = zValidator(target, schema, (result, c) => {
    const shape = (c as Context<PublicEnv>).var.shape;
    if (result.success && hasUnstorableText(result.data)) {
      return sendShapeError(c, shape, new ApiError(400, "BAD_REQUEST", byKey("httpBadRequest")));
    }
    if (!result.success) {
      const first = result.error.issues[0];
      const path = (first?.path ?? []).map((p) => (typeof p === "number" ? p : String(p)));
      const param = path.join(".") || undefined;
      const message = first ? `${param ?? target}: ${first.message}` : byKey("httpBadRequest");
      const field = { openai: param ?? null, elevenlabs: [LOCATION[target] ?? target, ...path] };
      return sendShapeError(c, shape, new ApiError(400, "BAD_REQUEST", message), field);
    }
  });
  const described = Object.assign(middleware, {
    [uniqueSymbol]: { target, ...resolver(schema) },
  });
  return trackValidation(described, target, schema);
}
