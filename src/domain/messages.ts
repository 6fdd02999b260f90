// Every text shown to a user, written once (docs/product.md section 8 and what the product added since).
// Server errors and web toasts both read from here so the two cannot drift apart.

import { authMessages, networkMessages } from "./messages-shell.ts";

export const msg = {
  form: {
    required: "Required",
    tooShort: (min: number) => `At least ${min} characters`,
    tooLong: (max: number) => `At most ${max} characters`,
  },
  auth: authMessages,
  admin: {
    invalidPassword: "Invalid admin password. Please try again.",
    accessGranted: "Admin access granted!",
    tooManyAttempts: "Too many failed attempts. Please try again in 15 minutes.",
    notAdmin: "Admin access required.",
    loadFailed: "Failed to load admin data",
    usersLoadFailed: "Failed to load users",
    paymentsLoadFailed: "Failed to load payments",
    broadcastsLoadFailed: "Failed to load broadcast messages",
    plansLoadFailed: "Failed to load pricing plans",
    approveFailed: "Failed to approve payment",
    rejectFailed: "Failed to reject payment",
    userStatusFailed: "Failed to update user status",
    planSaveFailed: "Failed to save pricing plan",
    planDeleteFailed: "Failed to delete pricing plan",
    broadcastSaveFailed: "Failed to save broadcast message",
    broadcastDeleteFailed: "Failed to delete broadcast message",
    approved: "Payment approved successfully!",
    rejected: "Payment rejected successfully!",
    userActivated: "User activated successfully!",
    userDeactivated: "User deactivated successfully!",
    planCreated: "Pricing plan created successfully!",
    planUpdated: "Pricing plan updated successfully!",
    planDeleted: "Pricing plan deleted successfully!",
    confirmPlanDelete: "Are you sure you want to delete this pricing plan?",
    broadcastCreated: "Broadcast message created successfully!",
    broadcastUpdated: "Broadcast message updated successfully!",
    broadcastDeleted: "Broadcast message deleted successfully!",
    confirmBroadcastDelete: "Are you sure you want to delete this broadcast message?",
    demoAccess:
      "Demo Access: the admin password is set by the site's operator (ADMIN_PASSWORD) or printed once in the server log on first start.",
    authorizedOnly: "Only authorized personnel can access the admin dashboard",
  },
  purchase: {
    enterTid: "Please enter the transaction ID",
    submitFailed: "Failed to submit payment request. Please try again.",
    submitted: "Payment request submitted successfully! You will be notified once verified.",
    alreadyFree: "You are already on the free plan!",
    copied: "Account number copied to clipboard!",
    tidFormat: "The transaction ID must be 6 to 40 letters, digits or dashes.",
    tidUsed: "This transaction ID has already been submitted.",
    tooManyPending:
      "You already have 3 payments waiting for verification. Please wait until they are verified.",
    notOpen:
      "Payments are not open yet: the site has no wallet to pay into. Please check back later or contact support.",
    buyMore: "Buy more time",
    // docs/product.md section 4, "Buying more": a purchase adds, it never replaces.
    buyMoreHint: "Days and generations you buy are added to this plan, not swapped for it.",
  },
  settings: {
    notAnObject: "The stored settings are not a settings object; every setting shows its default.",
    invalid: "This stored setting is not valid; its default is shown.",
    demoWallet: (numbers: readonly string[]) =>
      `The example wallet${numbers.length === 1 ? "" : "s"} ${numbers.join(", ")} from an earlier version ${numbers.length === 1 ? "was" : "were"} removed. Enter your own wallet so payments can open.`,
    problemsTitle: "Some stored settings could not be used",
    problemsHint: "Their defaults are in use. Correct them below and save.",
  },
  generation: {
    selectVoiceAndText: "Please select a voice and enter some text",
    offline: networkMessages.offline,
    deactivated: "Your account has been deactivated. Please contact support.",
    limitReached: "You have reached your voice generation limit. Please upgrade your plan.",
    textEmpty: "Text cannot be empty",
    textTooLong: "Text is too long. Maximum 5000 characters allowed.",
    pauseTip: "A blank line adds a short pause; [pause 1s] adds one of 0.1 to 5 seconds.",
    pauseRange: (markers: string) =>
      `A pause lasts 0.1 to 5 seconds, like [pause 1s]. Change ${markers}.`,
    approachingLimit: "Approaching character limit",
    pasteCut: (cut: number, max: string) =>
      `The text is limited to ${max} characters: the last ${new Intl.NumberFormat("en").format(cut)} ${cut === 1 ? "character" : "characters"} of what you pasted ${cut === 1 ? "was" : "were"} cut.`,
    generating: "Generating voice...",
    success: "Voice generated successfully!",
    downloaded: "Audio downloaded successfully!",
    playError: "Error playing audio",
    unknownVoice: "Unknown voice. Please pick a voice from the list.",
    rateLimited: "Too many generation requests. Please wait a minute and try again.",
    noVoicesMatch: "No voices found matching your criteria",
  },
  voiceList: {
    invalidKey: "Invalid ElevenLabs API key. Please check your configuration.",
    rateLimited: "ElevenLabs rate limit exceeded. Please try again later.",
    network: "Network error connecting to ElevenLabs. Please check your internet connection.",
    timeout: "Request timed out. Please check your internet connection and try again.",
    failed: "Failed to load voices from ElevenLabs. Please try again.",
    empty: "No voices found in API response",
  },
  speech: {
    // The catalogue names ElevenLabs; an OpenAI-compatible server gets the same words with its name.
    invalidKey: (config = "ElevenLabs") =>
      `Invalid API key. Please check your ${config} configuration.`,
    rateLimited: "Rate limit exceeded. Please try again in a few minutes.",
    invalidInput: "Invalid text or voice parameters. Please check your input.",
    apiError: (status: number, text: string) => `API error (${status}): ${text}`,
    emptyAudio: (from = "ElevenLabs") => `Received empty audio response from ${from}`,
    nothingToSay: "There is nothing to pronounce in this text. Please add some words.",
    network: "Network error. Please check your internet connection and try again.",
    timeout: "Request timed out. Please try again with shorter text or check your connection.",
    serverError: (server = "ElevenLabs server") => `${server} error. Please try again later.`,
    failed: "Voice generation failed. Please check your connection and try again.",
  },
  apiKeys: {
    limit: (max: number) => `You can have at most ${max} API keys. Revoke one to create another.`,
    invalid: "Invalid API key.",
    missing: "An API key is required.",
    created: "API key created. Copy it now: it is shown only once.",
    revoked: "API key revoked",
    copied: "Copied to clipboard",
    copyFailed: "Could not copy: select the text and copy it yourself.",
    loadFailed: "Failed to load your API keys",
  },
  voices: {
    cannotRead: (voice: string, script: string, canRead: readonly string[]) =>
      `${voice} cannot read ${script} text. ${
        canRead.length > 0
          ? `Choose a voice that can, such as ${canRead.join(", ")}.`
          : "No voice on this site can read it yet."
      }`,
    disabled: "This voice has been turned off. Please pick another voice from the list.",
    loadFailed: "Failed to load voices",
    saveFailed: "Failed to save the voice",
    saved: "Voice saved",
    enabled: (name: string) => `${name} is on`,
    disabledToast: (name: string) => `${name} is off`,
    installFailed: "The voice could not be installed.",
    installStarted: "Installing the voice…",
    installed: (name: string) => `${name} installed`,
    installInterrupted: "The install stopped before it finished. Please try again.",
    notInCatalogue: "This voice is not in the catalogue.",
    alreadyInstalled: "This voice is already installed.",
    installRunning: "This voice is being installed already.",
    notFound: "Voice not found",
  },
  broadcasts: {
    titleRequired: "Title is required",
    descriptionRequired: "Description is required",
    dontShowToday: "Don't show today",
    gotIt: "Got it",
  },
  http: {
    notFound: "Not found",
    tooLarge: "The request body is too large.",
    internal: "Something went wrong on our side. Please try again.",
    badRequest: "The request is not valid.",
    rateLimited: "Too many requests. Please try again later.",
    forbidden: "You are not allowed to do this.",
  },
} as const;
