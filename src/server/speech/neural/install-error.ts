/**
 * Why an install failed: "installed" (the voice is already there), "busy" (another process is
 * installing it), "refused" (not to be retried: a non-commercial voice asked for as a default),
 * "failed" (anything else, worth another try).
 */
export type InstallFailure = "installed" | "busy" | "refused" | "failed";

/** A voice that cannot be installed; the message names the file or source and the problem. */
export class InstallError extends Error {
  override readonly name = "InstallError";
  readonly reason: InstallFailure;
  constructor(message: string, reason: InstallFailure = "failed") {
    super(message);
    this.reason = reason;
  }
}

export function alreadyInstalled(key: string): InstallError {
  return new InstallError(
    `${key} is already installed (npm run voices:remove -- ${key} first)`,
    "installed",
  );
}
