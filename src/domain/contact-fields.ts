// The contact form's fields (docs/product.md, "Support"): its topics and lengths, apart from its
// schema (contact.ts) so the page the server renders shows the form without loading zod; the form
// loads the schema when it is first checked (src/web/lib/use-zod-form.ts).
export const CONTACT_TOPICS = ["general", "technical", "billing", "ideas"] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_MESSAGE_MAX = 5000;
