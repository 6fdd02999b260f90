// What a profile cache asks before it answers from memory (docs/architecture.md, "A request").

export interface ProfileVersions {
  /**
   * The version of a user's profile, known to include every change committed before the call:
   * a row read after this call may be kept under it and served while the version stays the same.
   * null while changes cannot be followed: then nothing may be served from memory or kept.
   */
  version(userId: string): number | null | Promise<number | null>;
}
