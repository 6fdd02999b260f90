import type { Me } from "../auth/api.ts";

// Placeholder until the voice-studio issue lands: plan card and voice generator.
export function VoiceStudio({ me }: { me: Me }) {
  return (
    <p className="text-slate-600 dark:text-slate-400">{me.profile.remaining} generations left.</p>
  );
}
