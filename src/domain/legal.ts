// The Terms and Privacy texts a fresh install shows until the operator writes their own (admin
// Settings): they name the site and say plainly what it stores (docs/product.md, "Your account").
// Their paragraphs, in order, as keys of the legal catalogue; each names the site as {site}.
import type en from "./i18n/en/legal.ts";

type Paragraph = keyof typeof en;

export const DEFAULT_TERMS: readonly Paragraph[] = [
  "termsScope",
  "termsAccount",
  "termsUse",
  "termsPlans",
  "termsAudio",
  "termsChanges",
];

export const DEFAULT_PRIVACY: readonly Paragraph[] = [
  "privacyScope",
  "privacyStored",
  "privacyWhy",
  "privacyEmail",
  "privacyChoices",
  "privacyQuestions",
];
