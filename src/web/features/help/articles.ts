// The help centre's articles. Every figure that the operator can change (free quota,
// verification time, refund policy, wallets) comes from the settings, so the help text can never
// disagree with how the product behaves (docs/product.md section 10). The rest follows docs/product.md.
import { PAUSE_MAX_SECONDS, PAUSE_MIN_SECONDS } from "../../../domain/pauses.ts";
import { MAX_TEXT, WARN_TEXT } from "../../../domain/text.ts";
import { plural, walletsOf, walletText } from "../../components/support-facts.ts";
import type { Site } from "../../lib/site.ts";

export interface HelpArticle {
  id: string;
  title: string;
  steps: string[];
}

export interface HelpCategory {
  id:
    | "getting-started"
    | "voice-generation"
    | "plans-billing"
    | "account-settings"
    | "troubleshooting";
  title: string;
  articles: HelpArticle[];
}

const n = (x: number) => x.toLocaleString("en-US");

export function helpCategories(site: Site): HelpCategory[] {
  const { primary, others } = walletsOf(site);
  const payTo = primary ? `our ${walletText(primary)}` : "the account shown on the pricing page";
  const free = plural(site.freeQuota, "free voice generation");
  return [
    {
      id: "getting-started",
      title: "Getting Started",
      articles: [
        {
          id: "create-account",
          title: "Create your account",
          steps: [
            "Open the Login page and choose Create Account.",
            "Enter your email address and a password, then press Create Account.",
            site.auth.google
              ? "Or press Continue with Google to sign up with your Google account."
              : "You are taken straight to your dashboard; no card or payment is needed.",
            `Your new account starts on the free plan with ${free}.`,
          ],
        },
        {
          id: "first-voice",
          title: "Generate your first voice",
          steps: [
            "Sign in and open your Dashboard.",
            "Pick a voice from the list (use the search box or the filter chips to narrow it).",
            "Type or paste your text into the text box.",
            "Press Generate Voice and wait a few seconds.",
            "Press Play to listen, or Download to save the MP3.",
          ],
        },
        {
          id: "free-plan",
          title: "What the free plan includes",
          steps: [
            `Every account gets ${free}, with every built-in voice.`,
            "Your dashboard shows how many generations you have left.",
            "When they are used up, choose a paid plan on the Pricing page to keep going.",
          ],
        },
      ],
    },
    {
      id: "voice-generation",
      title: "Voice Generation",
      articles: [
        {
          id: "choose-voice",
          title: "Choose the right voice",
          steps: [
            "Use the voice search box to find a voice by name.",
            "Filter with the chips: All Voices, Male, Female, American, British or Hindi/Urdu.",
            "If nothing matches, press Clear filters to see every voice again.",
          ],
        },
        {
          id: "urdu-hindi",
          title: "Urdu and Hindi voices",
          steps: [
            "Choose the Hindi/Urdu filter to see the Urdu and Hindi voices.",
            "Type Urdu in Urdu script (اردو) and Hindi in Devanagari (हिन्दी); Roman Urdu is read as English.",
            "Invisible zero-width characters copied from other apps are removed from Urdu text for you.",
          ],
        },
        {
          id: "text-limit",
          title: "Text length limit",
          steps: [
            `One generation can read up to ${n(MAX_TEXT)} characters; the counter under the text box shows how many you have used.`,
            `Above ${n(WARN_TEXT)} characters you will see "Approaching character limit".`,
            "For a longer script, split it into parts and generate each part.",
          ],
        },
        {
          id: "pauses",
          title: "Add pauses",
          steps: [
            "Leave a blank line between two paragraphs for a short pause (about 0.7 seconds).",
            `Type [pause 1s] where you want a pause of your own length, from ${PAUSE_MIN_SECONDS} to ${PAUSE_MAX_SECONDS} seconds, for example [pause 0.5s] or [pause 2.5s].`,
            "Pauses next to each other add up, to 5 seconds at most.",
            "The markers are never read out: every voice hears them as silence (OpenAI-compatible voices as a paragraph break).",
          ],
        },
        {
          id: "captions",
          title: "Captions for your videos",
          steps: [
            "Under the generated audio you see its captions, the line being spoken highlighted as it plays.",
            "Tap a line to jump the audio to it.",
            "Press SRT or WebVTT to download the captions for your video editor, Reels, Shorts or YouTube.",
            "Each line is timed from the audio's length, sentence by sentence; pauses keep their exact length.",
          ],
        },
        {
          id: "download",
          title: "Play and download your audio",
          steps: [
            "After a generation the Generated Audio panel appears under the text box.",
            "Press Play to listen and Pause to stop; drag the bar under it to jump to any point.",
            "Choose the format beside Download (MP3 at 128 or 64 kbps, or WAV for editing) and press Download; History's download uses the same format.",
            "Generation usually takes a few seconds; long texts can take up to about 30 seconds.",
          ],
        },
      ],
    },
    {
      id: "plans-billing",
      title: "Plans & Billing",
      articles: [
        {
          id: "buy-plan",
          title: "Buy a plan with a mobile wallet",
          steps: [
            "Open the Pricing page and press the button on the plan you want.",
            `Send the amount shown to ${payTo}. Use the copy button to copy the account number.`,
            ...(others.length
              ? [
                  `${others.map((w) => w.type).join(" and ")} ${others.length === 1 ? "is" : "are"} also accepted.`,
                ]
              : []),
            "Enter the transaction ID from your wallet's confirmation message and press Submit Payment Request.",
            "Each transaction ID can be used for one payment only.",
          ],
        },
        {
          id: "verification",
          title: "Payment verification",
          steps: [
            `Payments are checked by hand and verified ${site.verificationText}.`,
            "Once approved, your plan starts at once and your dashboard shows a notification.",
            "If a payment is rejected, the notification says so, with the reason when one is given.",
          ],
        },
        {
          id: "refunds",
          title: "Refund policy",
          steps: [
            site.refundPolicyText,
            "To ask for a refund, message us on WhatsApp with your transaction ID.",
          ],
        },
        {
          id: "plan-ends",
          title: "When your plan ends",
          steps: [
            "Your dashboard shows the days left on your plan.",
            `When the plan ends, the account returns to the free plan with ${free}.`,
            "Buy a new plan at any time to continue.",
          ],
        },
      ],
    },
    {
      id: "account-settings",
      title: "Account & Settings",
      articles: [
        {
          id: "sign-in-out",
          title: "Sign in and sign out",
          steps: [
            "Use Login in the header to sign in with your email and password.",
            "Use Logout in the header to sign out; you return to the home page.",
          ],
        },
        {
          id: "theme",
          title: "Light and dark theme",
          steps: [
            "Press the sun or moon button in the header to switch themes.",
            "Your choice is remembered on this device; at first the site follows your device's setting.",
          ],
        },
        {
          id: "deactivated",
          title: "Deactivated account",
          steps: [
            "A red banner on the dashboard means the account has been deactivated and cannot generate voices.",
            "Contact support on WhatsApp from the email you signed up with to have it reviewed.",
          ],
        },
      ],
    },
    {
      id: "troubleshooting",
      title: "Troubleshooting",
      articles: [
        {
          id: "limit-reached",
          title: '"You have reached your voice generation limit"',
          steps: [
            "Your plan's voices are used up.",
            "Open the Pricing page and choose a plan; your quota is renewed as soon as the payment is approved.",
          ],
        },
        {
          id: "offline",
          title: '"You are offline"',
          steps: [
            "Your device lost its internet connection; a yellow banner shows on the dashboard.",
            "Reconnect, then press Generate Voice again. Nothing is used up by a failed attempt.",
          ],
        },
        {
          id: "no-sound",
          title: "The audio does not play",
          steps: [
            "Check that your device is not muted and the volume is up.",
            "Press Download and play the MP3 in another app.",
            "Try another browser, or reload the page and generate again.",
          ],
        },
        {
          id: "payment-pending",
          title: "My payment is still pending",
          steps: [
            `Verification takes place ${site.verificationText}, during our support hours.`,
            "Check that the transaction ID you entered matches the one in your wallet's message.",
            "Still pending after that? Message us on WhatsApp with your transaction ID.",
          ],
        },
      ],
    },
  ];
}
