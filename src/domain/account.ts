// The user's own account (docs/product.md, "Your account"): shapes and words both sides share.
import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN } from "./auth.ts";
import { msg } from "./messages.ts";

/** A reset link (e-mailed, or made by the admin) works once, within this time. */
export const RESET_LINK_SECONDS = 60 * 60;
/** Reset e-mails one client may ask for in RESET_REQUEST_WINDOW_SECONDS. */
export const RESET_REQUESTS = 3;
export const RESET_REQUEST_WINDOW_SECONDS = 15 * 60;

const password = z
  .string()
  .min(PASSWORD_MIN, msg.auth.passwordLength)
  .max(PASSWORD_MAX, msg.auth.passwordLength);

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
  currentPassword: z.string().min(1, msg.form.required).max(PASSWORD_MAX),
  newPassword: password,
});

export const displayNameSchema = z.object({
  name: z.string().trim().min(1, msg.form.required).max(80, msg.form.tooLong(80)),
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
    message: msg.form.required,
    path: ["password"],
  });

export const accountMsg = {
  resetSubject: (site: string) => `Reset your ${site} password`,
  resetText: (site: string, link: string) =>
    `Someone (hopefully you) asked to reset the password of your ${site} account.\n\n` +
    `Open this link within an hour to choose a new one (it works once):\n${link}\n\n` +
    "If you did not ask, ignore this e-mail: your password stays as it is.",
  verifySubject: (site: string) => `Confirm your ${site} e-mail address`,
  verifyText: (site: string, link: string) =>
    `Open this link within an hour to use this address for your ${site} account:\n${link}\n\n` +
    "If you did not ask for this, ignore this e-mail.",
  verifyFirst: (email: string) =>
    `Confirm your e-mail address first: we sent a link to ${email}. Open it to sign in.`,
  resetSent:
    "If an account uses this address, an e-mail with a reset link is on its way. It works once, within an hour.",
  resetNoEmail: "This site sends no e-mail. Ask support on WhatsApp for a reset link.",
  resetDone: "Password changed. Sign in with the new one.",
  resetInvalid: "This reset link is invalid, used or expired. Ask for a new one.",
  wrongPassword: "That password is not right.",
  wrongEmail: "That is not this account's e-mail address.",
  deleted: "Your account and its data are deleted.",
  deletedPayment: "deleted account",
} as const;
