// zod validation for JSON bodies and queries that answers in the API's one error shape.
import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { errorBody } from "./errors.ts";

export function validate<T extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) {
      const first = result.error.issues[0];
      return c.json(errorBody("BAD_REQUEST", first?.message ?? "The request is not valid."), 400);
    }
  });
}
