// The user's own account (docs/product.md, "Your account"): shapes and words both sides share.
import { z } from "zod";
import { LOCALES } from "./i18n/locales.ts";
import { messageError } from "./messages.ts";
import { PASSWORD_MAX, PASSWORD_MIN } from "./password.ts";

/** A reset link (e-mailed, or made by the admin) works once, within this time. */
export const RESET_LINK_SECONDS = 60 * 60;
/** Reset e-mails one client may ask for in RESET_REQUEST_WINDOW_SECONDS. */
export const RESET_REQUESTS = 3;
export const RESET_REQUEST_WINDOW_SECONDS = 15 * 60;

const password = z
  .string()
  .min(PASSWORD_MIN, messageError("authPasswordLength"))
  .max(PASSWORD_MAX, messageError("authPasswordLength"));

export const forgotPasswordSchema = z.object({
  email: z.email("Please enter a valid email address."),
});

export const resetPasswordSchema = z
  .object({ newPassword: password, confirm: z.string() })
  .refine((v) => v.newPassword === v.confirm, {
    path: ["confirm"],
    message: "The passwords do not match",
  });

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, messageError("formRequired")).max(PASSWORD_MAX),
  newPassword: password,
});

export const displayNameSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, messageError("formRequired"))
    .max(80, messageError("formTooLong", { max: 80 })),
});

export const changeEmailSchema = z.object({
  newEmail: z.email("Please enter a valid email address."),
});

/**
 * DELETE /api/account: the password proves it is the owner, not a borrowed session. An account
 * with no password (signed up with Google) types its own address instead.
 */
export const deleteAccountSchema = z
  .object({
    password: z.string().max(PASSWORD_MAX).optional(),
    email: z.string().max(320).optional(),
  })
  .refine((v) => Boolean(v.password || v.email), {
    ...messageError("formRequired"),
    path: ["password"],
  });

/** PUT /api/me/locale: the interface language the profile remembers (docs/i18n.md). */
export const localeChoiceSchema = z.object({ locale: z.enum(LOCALES) });
