// The public API's keys: the shape a user sends to create one and the limits, shared by the
// server's validator and the developers page's form.
import { z } from "zod";
import { messageError } from "./messages.ts";

export const MAX_API_KEYS = 10;
export const API_KEY_NAME_MAX = 60;
// Every key starts with this, so a leaked one is recognisable (secret scanners, logs).
export const API_KEY_PREFIX = "awz_";
// Requests a minute one key may make to /v1, beside the per-user generation limit.
export const API_KEY_REQUESTS_PER_MINUTE = 120;

export const apiKeyCreateSchema = z.object({
  name: z
    .string(messageError("formRequired"))
    .trim()
    .min(1, messageError("formRequired"))
    .max(API_KEY_NAME_MAX, messageError("formTooLong", { max: API_KEY_NAME_MAX })),
});

export type ApiKeyCreate = z.infer<typeof apiKeyCreateSchema>;
