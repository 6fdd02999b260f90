// The sign-in form's schemas, in a chunk of their own (the page loads it when the form is first
// checked, src/web/features/auth/login-page.tsx).
import { z } from "zod";
import { credentialsSchema } from "../../../domain/auth.ts";
import { messageText } from "../../lib/message-text.ts";
import type { Credentials } from "./mutations.ts";
import { authText } from "./texts.ts";

// Signing in checks only that a password was typed: the length rule is for new passwords, and a
// wrong one gets the server's answer.
const schemas = {
  signup: credentialsSchema,
  signin: credentialsSchema.extend({
    password: z.string().min(1, messageText("authPasswordLength")),
  }),
};
// The address's message is read when the form is checked, so it is in the reader's language.
const email = z.email({ error: () => authText("emailInvalid") });
const localized = {
  signup: schemas.signup.extend({ email }),
  signin: schemas.signin.extend({ email }),
};

/** The schema the form in `mode` is checked with. */
export function loginSchema(mode: keyof typeof localized): z.ZodType<Credentials, Credentials> {
  return localized[mode];
}
