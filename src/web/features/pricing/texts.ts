// The pricing page's own wording, beyond the catalogue (src/domain/messages.ts).
export const pricingText = {
  unavailable:
    "Plans could not be loaded, so purchases are unavailable right now. Please try again in a moment.",
  copyFailed: "Could not copy. Please copy the account number by hand.",
  copied: "Copied",
  billing: { monthly: "One-time payment", yearly: "Yearly, one-time payment" },
  tidHint: "6 to 40 letters, digits or dashes, as shown in your wallet's receipt.",
} as const;
