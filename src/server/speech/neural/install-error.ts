/** A voice that cannot be installed; the message names the file or source and the problem. */
export class InstallError extends Error {
  override readonly name = "InstallError";
}

export function alreadyInstalled(key: string): InstallError {
  return new InstallError(`${key} is already installed (npm run voices:remove -- ${key} first)`);
}
