// The contact namespace's lookup: here, not in features/contact, because the help centre shows
// the same support facts (quick answers, hours, WhatsApp links) and features do not import each other.
import en from "../../domain/i18n/en/contact.ts";
import { texts } from "../lib/i18n.ts";

export const contactText = texts("contact", en);
