// The studio's unsent text and its voice survive a reload (a phone that dropped the tab, a refresh
// while offline) until they are generated or cleared; the voice last chosen is remembered beyond
// that, so the next visit starts on it. Kept per user, in this browser only.
import { useCallback, useEffect, useState } from "react";
import { currentVoiceId } from "../../../domain/basic-voices.ts";
import { readStored, store } from "../../lib/storage.ts";

export const DRAFT_KEY_PREFIX = "awaaz:studio-draft:";
export const VOICE_KEY_PREFIX = "awaaz:studio-voice:";

interface Draft {
  text: string;
  voiceId: string | null;
}

function read(key: string): Draft {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? "null");
    const { text, voiceId } = (stored ?? {}) as Record<string, unknown>;
    return {
      text: typeof text === "string" ? text : "",
      voiceId: typeof voiceId === "string" ? voiceId : null,
    };
  } catch {
    return { text: "", voiceId: null };
  }
}

// Private browsing and full storage throw: the draft is then only what is on screen.
function save(key: string, draft: Draft) {
  try {
    if (draft.text === "") localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(draft));
  } catch {}
}

export function useDraft(userId: string) {
  const key = DRAFT_KEY_PREFIX + userId;
  const voiceKey = VOICE_KEY_PREFIX + userId;
  // A basic voice remembered under its former id selects it under its present one.
  const [draft, setDraft] = useState(() => {
    const d = read(key);
    const voiceId = d.voiceId ?? readStored(voiceKey);
    return { ...d, voiceId: voiceId === null ? null : currentVoiceId(voiceId) };
  });
  useEffect(() => save(key, draft), [key, draft]);
  return {
    ...draft,
    setText: useCallback((text: string) => setDraft((d) => ({ ...d, text })), []),
    setVoiceId: useCallback(
      (voiceId: string) => {
        store(voiceKey, voiceId);
        setDraft((d) => ({ ...d, voiceId }));
      },
      [voiceKey],
    ),
    /** Generated: nothing is left unsent, though the text stays on screen to generate again. */
    forget: useCallback(() => save(key, { text: "", voiceId: null }), [key]),
  };
}
