// ElevenLabs' voice search (GET /v2/voices) over the voices this site offers: filters, a search
// term, an order and pages. Every voice here is premade, so the filters for cloned, shared or
// collected voices match none.
import type { z } from "zod";
import { currentVoiceId } from "../../../domain/basic-voices.ts";
import type { Voice } from "../../speech/index.ts";
import type { elevenLabsVoiceSearchQuery } from "./schemas.ts";
import { labelsOf } from "./voices.ts";

export type VoiceSearch = z.infer<typeof elevenLabsVoiceSearchQuery>;

export interface VoicePage {
  voices: Voice[];
  total: number;
  /** The next page's token, null on the last page. */
  next: string | null;
}

const PREMADE_TYPES = new Set(["default", "saved"]);

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const anyOf = (wanted: string[] | undefined, value: string) =>
  !wanted || wanted.some((w) => same(w, value));

function matches(v: Voice, q: VoiceSearch): boolean {
  const labels = labelsOf(v);
  if (q.voice_type && !PREMADE_TYPES.has(q.voice_type)) return false;
  if (q.category && q.category !== "premade") return false;
  if (q.collection_id || q.fine_tuning_state) return false;
  // No voice here has an age label.
  if (q.age) return false;
  if (q.gender && !same(q.gender, labels.gender)) return false;
  if (q.accent && !same(q.accent, labels.accent)) return false;
  if (!anyOf(q.language, labels.language) || !anyOf(q.use_cases, labels.use_case)) return false;
  if (q.voice_ids && !q.voice_ids.some((id) => currentVoiceId(id) === v.id)) return false;
  const term = q.search?.trim().toLowerCase();
  if (!term) return true;
  return [v.name, v.description, "premade", ...Object.values(labels)].some((field) =>
    field.toLowerCase().includes(term),
  );
}

export function searchVoices(all: Voice[], q: VoiceSearch): VoicePage {
  const found = all.filter((v) => matches(v, q));
  if (q.sort === "name") found.sort((a, b) => a.name.localeCompare(b.name));
  if (q.sort_direction === "desc") found.reverse();
  const from = Number(q.next_page_token ?? 0);
  const to = from + q.page_size;
  return {
    voices: found.slice(from, to),
    total: found.length,
    next: to < found.length ? String(to) : null,
  };
}
