// zod validation for JSON bodies, queries and path params that answers in the API's one error shape.
import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { asMessage, byKey } from "../../domain/messages.ts";
import { errorBody } from "./errors.ts";

export interface Validation {
  target: keyof ValidationTargets;
  schema: ZodType;
}

// Which schema each validator checks, so a test can walk every route with input its schema
// refuses (src/server/http/garbage-input.test.ts) without a list that drifts from the routes.
const validations = new WeakMap<object, Validation>();

/** The target and schema behind a handler made by `validate`, or undefined for any other. */
export function validationOf(handler: object): Validation | undefined {
  return validations.get(handler);
}

export function validate<T extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  const middleware = zValidator(target, schema, (result, c) => {
    if (!result.success) {
      const first = result.error.issues[0];
      const text = first ? asMessage(first.message) : byKey("httpBadRequest");
      return c.json(errorBody("BAD_REQUEST", text), 400);
    }
    if (hasUnstorableText(result.data))
      return c.json(errorBody("BAD_REQUEST", byKey("httpBadRequest")), 400);
  });
  return trackValidation(middleware, target, schema);
}

/** Records what a validator made elsewhere (the public API's, which answers in other shapes) checks. */
export function trackValidation<M extends object>(
  middleware: M,
  target: keyof ValidationTargets,
  schema: ZodType,
): M {
  validations.set(middleware, { target, schema });
  return middleware;
}

// PostgreSQL cannot store U+0000, and its jsonb (the audit log's detail) refuses half a surrogate
// pair (half an emoji), which its text columns silently turn into U+FFFD: either fails in the
// database as a 500, or stores other text than was sent. Refused here, once for every route,
// whatever its schema allows.
export function hasUnstorableText(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000") || !value.isWellFormed();
  if (Array.isArray(value)) return value.some(hasUnstorableText);
  if (value && typeof value === "object") return Object.values(value).some(hasUnstorableText);
  return false;
}
