// The help centre (docs/i18n.md): the page, and its articles by category (features/help/articles.ts).
// A step quoting a button or a message quotes that text as the interface shows it.
export default {
  metaTitle: "Help Center",
  metaDescription:
    "Step-by-step help with your account, voice generation, plans and payments, and fixes for common problems.",
  title: "Help Center",
  intro: "Find answers fast, or chat with us on WhatsApp.",
  searchLabel: "Search help articles",
  searchPlaceholder: "Search: payment, Urdu, download…",
  searchCount: "{count, plural, one {# article matches} other {# articles match}}.",
  articlesRegion: "Help articles",
  noMatch: "No articles match “{query}”.",
  noMatchHint: "Try other words, or ask us directly on WhatsApp.",
  clearSearch: "Clear search",
  chatTitle: "Still need help?",
  chatText: "Chat with our support team on WhatsApp.",

  startedTitle: "Getting Started",
  createAccountTitle: "Create your account",
  createAccount1: "Open the Login page and choose Create Account.",
  createAccount2: "Enter your email address and a password, then press Create Account.",
  createAccountGoogle: "Or press Continue with Google to sign up with your Google account.",
  createAccountNoCard: "You are taken straight to your dashboard; no card or payment is needed.",
  createAccount4:
    "Your new account starts on the free plan with {count, plural, one {# free voice generation} other {# free voice generations}}.",
  firstVoiceTitle: "Generate your first voice",
  firstVoice1: "Sign in and open your Dashboard.",
  firstVoice2: "Pick a voice from the list (use the search box or the filter chips to narrow it).",
  firstVoice3: "Type or paste your text into the text box.",
  firstVoice4: "Press Generate Voice and wait a few seconds.",
  firstVoice5: "Press Play to listen, or Download to save the MP3.",
  freePlanTitle: "What the free plan includes",
  freePlan1:
    "Every account gets {count, plural, one {# free voice generation} other {# free voice generations}}, with every built-in voice.",
  freePlan2: "Your dashboard shows how many generations you have left.",
  freePlan3: "When they are used up, choose a paid plan on the Pricing page to keep going.",

  voiceTitle: "Voice Generation",
  chooseVoiceTitle: "Choose the right voice",
  chooseVoice1: "Use the voice search box to find a voice by name.",
  chooseVoice2: "Filter with the chips: All Voices, Male, Female, American, British or Hindi/Urdu.",
  chooseVoice3: "If nothing matches, press Clear filters to see every voice again.",
  urduHindiTitle: "Urdu and Hindi voices",
  urduHindi1: "Choose the Hindi/Urdu filter to see the Urdu and Hindi voices.",
  urduHindi2:
    "Type Urdu in Urdu script (اردو) and Hindi in Devanagari (हिन्दी); Roman Urdu is read as English.",
  urduHindi3:
    "Invisible zero-width characters copied from other apps are removed from Urdu text for you.",
  textLimitTitle: "Text length limit",
  textLimit1:
    "One generation can read up to {max} characters; the counter under the text box shows how many you have used.",
  textLimit2: 'Above {warn} characters you will see "Approaching character limit".',
  textLimit3: "For a longer script, split it into parts and generate each part.",
  pausesTitle: "Add pauses",
  pauses1: "Leave a blank line between two paragraphs for a short pause (about 0.7 seconds).",
  pauses2:
    "Type [pause 1s] where you want a pause of your own length, from {min} to {max} seconds, for example [pause 0.5s] or [pause 2.5s].",
  pauses3: "Pauses next to each other add up, to 5 seconds at most.",
  pauses4:
    "The markers are never read out: every voice hears them as silence (OpenAI-compatible voices as a paragraph break).",
  captionsTitle: "Captions for your videos",
  captions1:
    "Under the generated audio you see its captions, the line being spoken highlighted as it plays.",
  captions2: "Tap a line to jump the audio to it.",
  captions3:
    "Press SRT or WebVTT to download the captions for your video editor, Reels, Shorts or YouTube.",
  captions4:
    "Each line is timed from the audio's length, sentence by sentence; pauses keep their exact length.",
  downloadTitle: "Play and download your audio",
  download1: "After a generation the Generated Audio panel appears under the text box.",
  download2: "Press Play to listen and Pause to stop; drag the bar under it to jump to any point.",
  download3:
    "Choose the format beside Download (MP3 at 128 or 64 kbps, or WAV for editing) and press Download; History's download uses the same format.",
  download4: "Generation usually takes a few seconds; long texts can take up to about 30 seconds.",

  billingTitle: "Plans & Billing",
  buyPlanTitle: "Buy a plan with a mobile wallet",
  buyPlan1: "Open the Pricing page and press the button on the plan you want.",
  buyPlan2:
    "Send the amount shown to our {wallet}. Use the copy button to copy the account number.",
  buyPlan2NoWallet:
    "Send the amount shown to the account shown on the pricing page. Use the copy button to copy the account number.",
  buyPlan3:
    "Enter the transaction ID from your wallet's confirmation message and press Submit Payment Request.",
  buyPlan4: "Each transaction ID can be used for one payment only.",
  verificationTitle: "Payment verification",
  verification1: "Payments are checked by hand and verified {when}.",
  verification2: "Once approved, your plan starts at once and your dashboard shows a notification.",
  verification3:
    "If a payment is rejected, the notification says so, with the reason when one is given.",
  refundsTitle: "Refund policy",
  refunds2: "To ask for a refund, message us on WhatsApp with your transaction ID.",
  planEndsTitle: "When your plan ends",
  planEnds1: "Your dashboard shows the days left on your plan.",
  planEnds2:
    "When the plan ends, the account returns to the free plan with {count, plural, one {# free voice generation} other {# free voice generations}}.",
  planEnds3: "Buy a new plan at any time to continue.",

  accountTitle: "Account & Settings",
  signInTitle: "Sign in and sign out",
  signIn1: "Use Login in the header to sign in with your email and password.",
  signIn2: "Use Logout in the header to sign out; you return to the home page.",
  themeTitle: "Light and dark theme",
  theme1: "Press the sun or moon button in the header to switch themes.",
  theme2:
    "Your choice is remembered on this device; at first the site follows your device's setting.",
  deactivatedTitle: "Deactivated account",
  deactivated1:
    "A red banner on the dashboard means the account has been deactivated and cannot generate voices.",
  deactivated2:
    "Contact support on WhatsApp from the email you signed up with to have it reviewed.",

  troubleTitle: "Troubleshooting",
  limitTitle: '"You have reached your voice generation limit"',
  limit1: "Your plan's voices are used up.",
  limit2:
    "Open the Pricing page and choose a plan; your quota is renewed as soon as the payment is approved.",
  offlineTitle: '"You are offline"',
  offline1: "Your device lost its internet connection; a yellow banner shows on the dashboard.",
  offline2: "Reconnect, then press Generate Voice again. Nothing is used up by a failed attempt.",
  noSoundTitle: "The audio does not play",
  noSound1: "Check that your device is not muted and the volume is up.",
  noSound2: "Press Download and play the MP3 in another app.",
  noSound3: "Try another browser, or reload the page and generate again.",
  pendingTitle: "My payment is still pending",
  pending1: "Verification takes place {when}, during our support hours.",
  pending2: "Check that the transaction ID you entered matches the one in your wallet's message.",
  pending3: "Still pending after that? Message us on WhatsApp with your transaction ID.",
} as const;
