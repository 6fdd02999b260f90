import { z } from "zod";
import { messageError } from "./messages.ts";
import { PASSWORD_MAX, PASSWORD_MIN } from "./password.ts";

export const credentialsSchema = z.object({
  email: z.email("Please enter a valid email address."),
  password: z
    .string()
    .min(PASSWORD_MIN, messageError("authPasswordLength"))
    .max(PASSWORD_MAX, messageError("authPasswordLength")),
});

export const adminPasswordSchema = z.object({
  password: z.string().trim().min(1).max(256),
});
