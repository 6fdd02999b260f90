// The Terms and Privacy pages (docs/i18n.md): their titles, and the default texts a fresh install
// shows until the operator writes their own (src/domain/legal.ts lists the paragraphs).
export default {
  termsTitle: "Terms of Service",
  termsDescription: "{siteName}'s terms of service.",
  privacyTitle: "Privacy Policy",
  privacyDescription: "{siteName}'s privacy policy.",
  termsScope: "These terms apply to {site} and the voices it makes for you.",
  termsAccount:
    "Your account: keep your password to yourself; you are responsible for what is made with your account. You may delete your account at any time from the Account page.",
  termsUse:
    "Acceptable use: do not use the voices to deceive, impersonate a real person without their consent, harass anyone or break the law. Accounts that do may be deactivated.",
  termsPlans:
    "Plans and payments: a plan starts when the operator has verified your payment and lasts the days it names. Refunds follow the refund policy shown on the Pricing page.",
  termsAudio:
    "Your audio: what you generate is yours to use. The service is offered as it is, without a promise that it is always available.",
  termsChanges:
    "Changes: {site} may update these terms; the version on this page is the one that applies.",
  privacyScope: "{site} keeps only what it needs to run your account.",
  privacyStored:
    "What is stored: your name and e-mail address; a hash of your password (never the password itself); your sessions (when you signed in, the browser and IP address); the texts' first characters, voices and audio files of your generations; your payments (plan, amount, transaction ID); notifications sent to you; and hashes of your API keys.",
  privacyWhy:
    "Why: to sign you in, make and keep your audio, count your plan's generations, verify payments and answer support requests. Nothing is sold or shared for advertising.",
  privacyEmail:
    "E-mail: only when the operator has set up e-mail, for password resets, address checks and payment notices.",
  privacyChoices:
    "Your choices: the Account page downloads all of it as a file, and deletes your account: audio and personal data are removed; payment records stay for the operator's accounts without your name or address.",
  privacyQuestions: "Questions: contact {site}'s support from the Contact page.",
} as const;
