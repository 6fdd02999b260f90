// The studio's unsent text and its voice survive a reload (a phone that dropped the tab, a refresh
// while offline) until they are generated or cleared. Kept per user, in this browser only.
import { useCallback, useEffect, useState } from "react";

export const DRAFT_KEY_PREFIX = "awaaz:studio-draft:";

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
  const [draft, setDraft] = useState(() => read(key));
  useEffect(() => save(key, draft), [key, draft]);
  return {
    ...draft,
    setText: useCallback((text: string) => setDraft((d) => ({ ...d, text })), []),
    setVoiceId: useCallback((voiceId: string) => setDraft((d) => ({ ...d, voiceId })), []),
    /** Generated: nothing is left unsent, though the text stays on screen to generate again. */
    forget: useCallback(() => save(key, { text: "", voiceId: null }), [key]),
  };
}
