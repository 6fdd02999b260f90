// Texts both sides show: the server's errors and the web's toasts read the same keys, so the two
// cannot drift apart (docs/i18n.md). The shell's own few (signed out, offline) live in shell.ts.
export default {
  formRequired: "Required",
  formTooShort: "At least {min} characters",
  formTooLong: "At most {max} characters",
  formCheckFailed:
    "The form could not be checked: part of the page did not load. Please check your internet connection and try again.",

  authWelcomeBack: "Welcome back!",
  authAccountCreated: "Account created successfully!",
  authWelcomeGoogle: "Welcome!",
  authFailed: "Authentication failed",
  authGoogleFailed: "Google authentication failed",
  authPasswordLength: "Password must be 8 to 128 characters long.",
  authNotSignedIn: "Please sign in to continue.",
  authWrongCredentials: "Wrong e-mail address or password.",
  authInvalidEmail: "Please enter a valid e-mail address.",
  authEmailTaken:
    "An account with this e-mail address already exists. Sign in, or use another address.",
  authNoPassword: "This account signs in with Google: it has no password to change.",
  // Any other refusal of the sign-in and account forms (src/server/features/auth/refusals.ts).
  authRefused: "That did not work. Please check what you entered and try again.",

  adminInvalidPassword: "Invalid admin password. Please try again.",
  adminAccessGranted: "Admin access granted!",
  adminTooManyAttempts: "Too many failed attempts. Please try again in 15 minutes.",
  adminNotAdmin: "Admin access required.",
  adminLoadFailed: "Failed to load admin data",
  adminUsersLoadFailed: "Failed to load users",
  adminPaymentsLoadFailed: "Failed to load payments",
  adminBroadcastsLoadFailed: "Failed to load broadcast messages",
  adminPlansLoadFailed: "Failed to load pricing plans",
  adminApproveFailed: "Failed to approve payment",
  adminRejectFailed: "Failed to reject payment",
  adminUserStatusFailed: "Failed to update user status",
  adminPlanSaveFailed: "Failed to save pricing plan",
  adminPlanDeleteFailed: "Failed to delete pricing plan",
  adminBroadcastSaveFailed: "Failed to save broadcast message",
  adminBroadcastDeleteFailed: "Failed to delete broadcast message",
  adminApproved: "Payment approved successfully!",
  adminRejected: "Payment rejected successfully!",
  adminUserActivated: "User activated successfully!",
  adminUserDeactivated: "User deactivated successfully!",
  adminPlanCreated: "Pricing plan created successfully!",
  adminPlanUpdated: "Pricing plan updated successfully!",
  adminPlanDeleted: "Pricing plan deleted successfully!",
  adminConfirmPlanDelete: "Are you sure you want to delete this pricing plan?",
  adminBroadcastCreated: "Broadcast message created successfully!",
  adminBroadcastUpdated: "Broadcast message updated successfully!",
  adminBroadcastDeleted: "Broadcast message deleted successfully!",
  adminConfirmBroadcastDelete: "Are you sure you want to delete this broadcast message?",
  adminAuthorizedOnly: "Only authorized personnel can access the admin dashboard",

  deviceBrowserOn: "{browser} on {system}",
  deviceOn: "A browser on {system}",
  purchaseEnterTid: "Please enter the transaction ID",
  purchaseSubmitFailed: "Failed to submit payment request. Please try again.",
  purchaseSubmitted: "Payment request submitted successfully! You will be notified once verified.",
  purchaseAlreadyFree: "You are already on the free plan!",
  purchaseCopied: "Account number copied to clipboard!",
  purchaseTidFormat:
    "The transaction ID must be 6 to 40 letters, digits or dashes, with at least 6 letters or digits.",
  purchaseTidUsed: "This transaction ID has already been submitted.",
  purchaseUnknownWallet:
    "The site does not take payments into this account. Please reload the page and choose one of the accounts shown.",
  purchaseYearlyNotOffered: "Yearly billing is not offered. Please buy the plan as it is listed.",
  purchaseTooManyPending:
    "You already have 3 payments waiting for verification. Please wait until they are verified.",
  purchaseNotOpen:
    "Payments are not open yet: the site has no wallet to pay into. Please check back later or contact support.",
  purchaseBuyMore: "Buy more time",
  // docs/product.md section 4, "Buying more": a purchase adds, it never replaces.
  purchaseBuyMoreHint: "Days and generations you buy are added to this plan, not swapped for it.",

  paymentChoosePlan: "Please choose a plan.",
  paymentPlanUnavailable: "This plan is no longer available. Please choose another plan.",
  paymentNotFound: "Payment not found.",
  paymentAlreadyProcessed: "This payment has already been processed.",

  walletTypeUnknown: "Choose the wallet's type: JazzCash, EasyPaisa, bank account or other.",
  walletMobileFormat:
    "A {type} number is a Pakistani mobile number: 11 digits starting with 03, such as 0300 1234567.",
  walletIbanFormat:
    "Give a bank account as its IBAN: for Pakistan, PK, 2 check digits, the bank's 4 letters and 16 digits (24 characters).",
  walletIbanChecksum: "This IBAN's check digits do not match: please copy it again from your bank.",
  walletExample:
    'This is the example number earlier versions filled in. If it really is your number, tick "This is my real number" and save again.',
  settingsNotAnObject:
    "The stored settings are not a settings object; every setting shows its default.",
  settingsInvalid: "This stored setting is not valid; its default is shown.",
  settingsDemoWallet:
    "{count, plural, one {The example wallet {numbers} from an earlier version was removed.} other {The example wallets {numbers} from an earlier version were removed.}} Enter your own wallet so payments can open.",
  settingsProblemsTitle: "Some stored settings could not be used",
  settingsProblemsHint: "Their defaults are in use. Correct them below and save.",

  generationSelectVoiceAndText: "Please select a voice and enter some text",
  generationDeactivated: "Your account has been deactivated. Please contact support.",
  generationLimitReached: "You have reached your voice generation limit. Please upgrade your plan.",
  generationTextEmpty: "Text cannot be empty",
  generationTextTooLong: "Text is too long. Maximum 5000 characters allowed.",
  generationPauseTip: "A blank line adds a short pause; [pause 1s] adds one of 0.1 to 5 seconds.",
  generationPauseRange: "A pause lasts 0.1 to 5 seconds, like [pause 1s]. Change {markers}.",
  downloadBusy: "Other downloads are being prepared right now. Please try again in a few seconds.",
  generationPausesTooLong:
    "The pauses add up to {seconds} seconds; one generation may pause for {max} seconds in all.",
  generationAudioTooLong:
    "The audio would be longer than {minutes} minutes, the most one generation may make. Shorten the text or slow it down less.",
  generationApproachingLimit: "Approaching character limit",
  generationPasteCut:
    "The text is limited to {max} characters: the last {cut, plural, one {# character} other {# characters}} of what you pasted {cut, plural, one {was} other {were}} cut.",
  generationGenerating: "Generating voice...",
  generationSuccess: "Voice generated successfully!",
  generationDownloaded: "Audio downloaded successfully!",
  generationPlayError: "Error playing audio",
  generationUnknownVoice: "Unknown voice. Please pick a voice from the list.",
  generationRateLimited: "Too many generation requests. Please wait a minute and try again.",
  generationNoVoicesMatch: "No voices found matching your criteria",

  voiceListInvalidKey: "Invalid ElevenLabs API key. Please check your configuration.",
  voiceListRateLimited: "ElevenLabs rate limit exceeded. Please try again later.",
  voiceListNetwork:
    "Network error connecting to ElevenLabs. Please check your internet connection.",
  voiceListTimeout: "Request timed out. Please check your internet connection and try again.",
  voiceListFailed: "Failed to load voices from ElevenLabs. Please try again.",
  voiceListEmpty: "No voices found in API response",

  // {config} and {server} name the provider: ElevenLabs, or an OpenAI-compatible server.
  speechInvalidKey: "Invalid API key. Please check your {config} configuration.",
  speechRateLimited: "Rate limit exceeded. Please try again in a few minutes.",
  speechInvalidInput: "Invalid text or voice parameters. Please check your input.",
  speechApiError: "API error ({status}): {text}",
  speechEmptyAudio: "Received empty audio response from {from}",
  speechNothingToSay: "There is nothing to pronounce in this text. Please add some words.",
  speechNetwork: "Network error. Please check your internet connection and try again.",
  speechTimeout: "Request timed out. Please try again with shorter text or check your connection.",
  speechServerError: "{server} error. Please try again later.",
  speechFailed: "Voice generation failed. Please check your connection and try again.",

  apiKeysLimit: "You can have at most {max} API keys. Revoke one to create another.",
  apiKeysInvalid: "Invalid API key.",
  apiKeysMissing: "An API key is required.",
  apiKeysCreated: "API key created. Copy it now: it is shown only once.",
  apiKeysRevoked: "API key revoked",
  apiKeysCopied: "Copied to clipboard",
  apiKeysCopyFailed: "Could not copy: select the text and copy it yourself.",
  apiKeysLoadFailed: "Failed to load your API keys",

  // {script} is the script's id (src/domain/voice-scripts.ts), named here in each language.
  voicesCannotRead:
    "{voice} cannot read {script, select, arabic {Urdu/Arabic} devanagari {Hindi (Devanagari)} bengali {Bengali} gurmukhi {Punjabi (Gurmukhi)} cyrillic {Cyrillic} greek {Greek} hebrew {Hebrew} han {Chinese} kana {Japanese} hangul {Korean} thai {Thai} other {Latin}} text. Choose a voice that can, such as {voices}.",
  voicesCannotReadAny:
    "{voice} cannot read {script, select, arabic {Urdu/Arabic} devanagari {Hindi (Devanagari)} bengali {Bengali} gurmukhi {Punjabi (Gurmukhi)} cyrillic {Cyrillic} greek {Greek} hebrew {Hebrew} han {Chinese} kana {Japanese} hangul {Korean} thai {Thai} other {Latin}} text. No voice on this site can read it yet.",
  voicesDisabled: "This voice has been turned off. Please pick another voice from the list.",
  voicesLoadFailed: "Failed to load voices",
  voicesSaveFailed: "Failed to save the voice",
  voicesSaved: "Voice saved",
  voicesEnabled: "{name} is on",
  voicesDisabledToast: "{name} is off",
  voicesInstallFailed: "The voice could not be installed.",
  voicesInstallStarted: "Installing the voice…",
  voicesInstalled: "{name} installed",
  voicesInstallInterrupted: "The install stopped before it finished. Please try again.",
  voicesNotInCatalogue: "This voice is not in the catalogue.",
  voicesAlreadyInstalled: "This voice is already installed.",
  voicesInstallRunning: "This voice is being installed already.",
  voicesLastOn: "At least one voice must stay on, or nobody can generate speech.",
  voicesNotFound: "Voice not found",

  broadcastsTitleRequired: "Title is required",
  broadcastsDescriptionRequired: "Description is required",
  broadcastsDontShowToday: "Don't show today",
  broadcastsGotIt: "Got it",

  // The plan form's field errors; {field} is the field's English label.
  planRequired: "{field} is required",
  planWholeNumber: "{field} must be a whole number",
  planTooSmall: "{field} must be at least {min}",
  planTooLarge: "{field} must be at most {max}",
  planPercentageRange: "A percentage discount must be between 1 and 100",
  planFixedRange: "A fixed discount must be between 1 and the base price",
  planGradient: "Use Tailwind gradient classes such as from-blue-500 to-cyan-500",
  planNotFound: "Pricing plan not found.",

  accountVerifyFirst:
    "Confirm your e-mail address first: we sent a link to {email}. Open it to sign in.",
  accountResetSent:
    "If an account uses this address, an e-mail with a reset link is on its way. It works once, within an hour.",
  accountResetNoEmail:
    "This site sends no e-mail. Write to support with the contact form and we will help you sign in again.",
  accountResetDone: "Password changed. Sign in with the new one.",
  accountResetInvalid: "This reset link is invalid, used or expired. Ask for a new one.",
  accountWrongPassword: "That password is not right.",
  accountWrongEmail: "That is not this account's e-mail address.",
  accountDeleted: "Your account and its data are deleted.",
  // Stored in place of a deleted account's address on its payments and audit entries.
  accountDeletedPayment: "deleted account",

  httpNotFound: "Not found",
  httpTooLarge: "The request body is too large.",
  httpInternal: "Something went wrong on our side. Please try again.",
  httpBadRequest: "The request is not valid.",
  httpRateLimited: "Too many requests. Please try again later.",
  httpForbidden: "You are not allowed to do this.",
  // Pronunciation dictionaries (docs/product.md, "Pronunciation").
  pronunciationTooManyRules: "A dictionary may hold at most {max} rules; this one has {count}.",
  pronunciationExpandedTooLong:
    "With the pronunciation rules applied the text grows to {count} characters; at most {max} can be spoken.",
  pronunciationIpaUnknown: 'The phoneme "{phoneme}" uses symbols eSpeak cannot say: {symbols}.',
  pronunciationAlphabet: 'Phonemes must be written in IPA (alphabet "ipa"), not "{alphabet}".',
  pronunciationPlsNotXml: "The file is not a PLS lexicon: {detail}",
  pronunciationPlsDoctype:
    "The file declares a DOCTYPE or entities, which are refused: a PLS lexicon needs none.",
  pronunciationPlsEmpty: "The file holds no lexeme with a grapheme and an alias or phoneme.",
  pronunciationNotFound: "Pronunciation dictionary not found.",
  pronunciationTooManyLocators: "At most {max} pronunciation dictionaries can be applied at once.",
  pronunciationHearLocalOnly:
    "Rules can be heard with the voices of this site (basic and natural), not a paid provider's.",

  // The contact form and the admin's Messages inbox (src/server/features/contact).
  contactSent: "Thank you! Your message has reached our support team. We will answer by e-mail.",
  contactSendFailed: "Your message could not be sent. Please try again.",
  contactTooMany:
    "You have sent several messages in the last hour. Please wait before sending another.",
  contactNotFound: "Message not found.",
  contactNoMail: "This site has no SMTP server set, so it cannot send a reply.",
  contactReplyFailed: "The mail server did not take the reply. Please try again later.",
  projectNotFound: "This project was not found.",
  projectEmpty: "The project has no text. Add a chapter with a paragraph.",
  projectTooManyChapters: "A project holds at most {max} chapters; this one has {chapters}.",
  projectTooLong: "A project holds at most {max} characters; this one has {characters}.",
  projectEmptyChapter: "The chapter “{title}” has no text. Add a paragraph or remove the chapter.",
  projectFileTooLarge: "The file is larger than {megabytes} MB.",
  projectNotEpub: "This .epub file could not be read: it is not a ZIP archive holding a book.",
  projectFileType: "Upload a .txt, .md or .epub file.",
  projectFileMissing: "Choose a .txt, .md or .epub file to upload.",
  projectBlockEmpty: "A block needs some text.",
  projectBadOrder: "The new order must name every item once. Reload the page and try again.",
  projectNotRunning: "This conversion is not running.",
  projectBadContent: "The project's content is not valid: {detail}",
  projectVoiceMissing:
    "The voice “{voice}” is no longer available. Pick another voice for its blocks, then convert again.",
  projectNeedsGenerations:
    "This conversion needs {needed, plural, one {# generation} other {# generations}}; you have {left} left.",
  projectTooManyConversions:
    "You already have {max} conversions running. Wait for one to finish, then convert again.",
  projectNothingToRetry: "This conversion has no failed blocks to retry.",
  projectUnsupported: "Awaaz does not support {feature}.",
  projectSnapshotNotReady: "This snapshot has no audio yet.",
} as const;
