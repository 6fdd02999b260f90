// The sign-in texts on their own: the header (on every page, the landing page too) needs a few
// of them, and importing the whole catalogue would grow the landing page's JavaScript.
export const authMessages = {
  welcomeBack: "Welcome back!",
  accountCreated: "Account created successfully!",
  welcomeGoogle: "Welcome!",
  failed: "Authentication failed",
  googleFailed: "Google authentication failed",
  googleUnavailable: "Google sign-in is not available on this site",
  passwordLength: "Password must be 8 to 128 characters long.",
  signedOut: "Signed out",
  notSignedIn: "Please sign in to continue.",
} as const;
