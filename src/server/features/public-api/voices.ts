// The voices and the plan as the public API shows them, read through the same services the studio
// uses (GET /api/voices, GET /api/me).

import { quotaOf } from "../../../domain/quota.ts";
import { MAX_TEXT } from "../../../domain/text.ts";
import type { AppDeps, SessionUser } from "../../app-env.ts";
import type { Voice } from "../../speech/index.ts";

export async function listVoices(deps: AppDeps): Promise<Voice[]> {
  return (await deps.speech.listVoices()).voices;
}

/** A voice's labels as ElevenLabs' voice objects carry them (and its search filters read them). */
export function labelsOf(v: Voice) {
  return {
    gender: v.gender,
    accent: v.accent,
    language: v.language,
    description: v.description,
    use_case: v.engine === "embedded" ? "narration" : "general",
  };
}

// The voice names OpenAI's SDKs and tools send (its thirteen built-in voices), each given the
// embedded voice nearest in character, so a tool that hard-codes "alloy" or "coral" works unchanged.
export const OPENAI_VOICE_ALIASES: Record<string, string> = {
  alloy: "basic-en-us-male-2",
  ash: "basic-en-us-male-4",
  ballad: "basic-en-gb-male-1",
  cedar: "basic-en-us-male-1",
  coral: "basic-en-us-female-3",
  echo: "basic-en-us-male-3",
  fable: "basic-en-gb-male-2",
  marin: "basic-en-us-female-4",
  nova: "basic-en-us-female-1",
  onyx: "basic-en-us-male-1",
  sage: "basic-en-gb-female-1",
  shimmer: "basic-en-us-female-2",
  verse: "basic-en-us-male-5",
};

/**
 * The plan in characters, for the ElevenLabs shape: one generation counts as the most characters
 * a generation may hold (docs/architecture.md, "The public API").
 */
export async function planUsage(deps: AppDeps, user: SessionUser) {
  const [profile, site] = await Promise.all([deps.profiles.ensure(user), deps.settings.get()]);
  const quota = quotaOf(profile, site.freeQuota, deps.now());
  const used = quota.unlimited ? profile.voicesGenerated : quota.limit - quota.remaining;
  return {
    profile,
    tier: profile.accountStatus,
    characterCount: used * MAX_TEXT,
    characterLimit: quota.limit * MAX_TEXT,
    unlimited: quota.unlimited,
  };
}
