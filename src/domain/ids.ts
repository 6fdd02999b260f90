// Row ids as the API accepts them, one rule for every route (docs/architecture.md, "Bad input").
import { z } from "zod";

/** PostgreSQL's `integer` (serial) ceiling: a larger id is refused here, not by the database. */
export const MAX_SERIAL_ID = 2_147_483_647;

/** A serial row id (plans, payments, broadcasts, notifications) in a JSON body. */
export const serialIdSchema = z.number().int().min(1).max(MAX_SERIAL_ID);

/** `/:id` of a serial row: digits only, so "1e3", "0x10" and " 1" are refused, not read as numbers. */
export const serialIdParam = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .transform(Number)
    .pipe(serialIdSchema),
});

/** `/:id` of a text-keyed row (users, generations, API keys): the characters the ids are made of. */
export const textIdParam = z.object({ id: z.string().regex(/^[\w-]{1,100}$/) });
