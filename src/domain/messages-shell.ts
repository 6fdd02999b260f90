// The texts the app's shell shows on every page (the header's sign-in and sign-out, the offline
// notice), apart from the catalogue: importing all of messages.ts there would grow the landing
// page's JavaScript. messages.ts takes them from here, so each is still written once.
export const authMessages = {
  welcomeBack: "Welcome back!",
  accountCreated: "Account created successfully!",
  welcomeGoogle: "Welcome!",
  failed: "Authentication failed",
  googleFailed: "Google authentication failed",
  passwordLength: "Password must be 8 to 128 characters long.",
  signedOut: "Signed out",
  notSignedIn: "Please sign in to continue.",
} as const;

export const networkMessages = {
  offline: "You are offline. Please check your internet connection.",
} as const;
