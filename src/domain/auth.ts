import { z } from "zod";
import { msg } from "./messages.ts";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const credentialsSchema = z.object({
  email: z.email("Please enter a valid email address."),
  password: z
    .string()
    .min(PASSWORD_MIN, msg.auth.passwordLength)
    .max(PASSWORD_MAX, msg.auth.passwordLength),
});

export const adminPasswordSchema = z.object({
  password: z.string().trim().min(1).max(256),
});
