// docs/product.md section 5, "Generation preconditions, in order". The server checks the same again
// (and the quota atomically); these spare a request and answer offline, where no request can go.

import type { Me } from "../../lib/me.ts";
import { messageText } from "../../lib/message-text.ts";
import { shellText } from "../../lib/shell-text.ts";

export interface GenerationDraft {
  voiceId: string | null;
  text: string;
  online: boolean;
  profile: Pick<Me["profile"], "isActive" | "unlimited" | "remaining">;
}

/** Nothing left to generate with: an active account on a counted plan at 0. */
export const outOfQuota = (profile: GenerationDraft["profile"]): boolean =>
  profile.isActive && !profile.unlimited && profile.remaining <= 0;

export type Blocker = "input" | "offline" | "account" | "quota";

export function firstBlocker({ voiceId, text, online, profile }: GenerationDraft): Blocker | null {
  if (!voiceId || text.trim() === "") return "input";
  if (!online) return "offline";
  if (!profile.isActive) return "account";
  if (!profile.unlimited && profile.remaining <= 0) return "quota";
  return null;
}

export const blockerMessage: Record<Blocker, string> = {
  input: messageText("generationSelectVoiceAndText"),
  offline: shellText("offline"),
  account: messageText("generationDeactivated"),
  quota: messageText("generationLimitReached"),
};
