// zod validation that answers in the caller's shape (ElevenLabs 422, OpenAI 400), naming the field.
import { zValidator } from "@hono/zod-validator";
import type { Context, ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { byKey } from "../../../domain/messages.ts";
import { ApiError } from "../../http/errors.ts";
import { hasNulByte, trackValidation } from "../../http/validate.ts";
import type { PublicEnv } from "./auth.ts";
import { sendShapeError } from "./errors.ts";

export function shapeValidator<T extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  const middleware = zValidator(target, schema, (result, c) => {
    const shape = (c as Context<PublicEnv>).var.shape;
    if (result.success && hasNulByte(result.data)) {
      return sendShapeError(c, shape, new ApiError(400, "BAD_REQUEST", byKey("httpBadRequest")));
    }
    if (!result.success) {
      const first = result.error.issues[0];
      const param = first?.path.join(".") || undefined;
      const message = first ? `${param ?? target}: ${first.message}` : byKey("httpBadRequest");
      return sendShapeError(c, shape, new ApiError(400, "BAD_REQUEST", message), param);
    }
  });
  return trackValidation(middleware, target, schema);
}
