// The contact form (docs/product.md, "Support"): what a visitor sends, and the admin's reply.
import { z } from "zod";
import {
  CONTACT_EMAIL_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_TOPICS,
} from "./contact-fields.ts";
import { messageError } from "./messages.ts";

/** Messages one client address may send in CONTACT_WINDOW_SECONDS. */
export const CONTACT_MESSAGES = 5;
export const CONTACT_WINDOW_SECONDS = 60 * 60;

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, messageError("formRequired"))
    .max(max, messageError("formTooLong", { max }));

export const contactFormSchema = z.object({
  name: text(CONTACT_NAME_MAX),
  email: z
    .string()
    .trim()
    .max(CONTACT_EMAIL_MAX, messageError("formTooLong", { max: CONTACT_EMAIL_MAX }))
    .pipe(z.email(messageError("authInvalidEmail"))),
  topic: z.enum(CONTACT_TOPICS, messageError("formRequired")),
  message: text(CONTACT_MESSAGE_MAX),
});

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactForm = z.output<typeof contactFormSchema>;

/** The admin's answer, mailed to the sender. */
export const contactReplySchema = z.object({ text: text(CONTACT_MESSAGE_MAX) });

/** A message as the admin's inbox lists it. */
export interface ContactMessageView extends ContactForm {
  id: number;
  /** The account using this address, when there is one (its detail can make a reset link). */
  userId: string | null;
  createdAt: string;
  readAt: string | null;
  repliedAt: string | null;
}
