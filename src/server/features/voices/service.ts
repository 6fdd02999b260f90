// The one place the operator's voice settings apply (docs/architecture.md, Voices): every listing
// and every synthesis in the app goes through the speech module this wraps, so a voice turned off
// is neither listed nor spoken, and a relabelled voice shows its new labels everywhere.
import { eq } from "drizzle-orm";
import { currentVoiceId } from "../../../domain/basic-voices.ts";
import { byKey } from "../../../domain/messages.ts";
import { scriptProblem } from "../../../domain/voice-scripts.ts";
import type { Db } from "../../db/client.ts";
import { voiceOverrides } from "../../db/schema.ts";
import { unknownVoice } from "../../speech/errors.ts";
import { type Speech, SpeechError, type SynthesisRequest, type Voice } from "../../speech/index.ts";

export type VoiceOverride = typeof voiceOverrides.$inferSelect;
export const LABELS = ["name", "gender", "accent", "language", "description"] as const;

export function applyOverride(voice: Voice, override: VoiceOverride | undefined): Voice {
  if (!override) return voice;
  const labelled = { ...voice };
  for (const key of LABELS) {
    const value = override[key];
    if (value === null) continue;
    if (key === "gender") labelled.gender = value as Voice["gender"];
    else labelled[key] = value;
  }
  return labelled;
}

export function createVoicesService(db: Db, engines: Speech) {
  async function overrides(): Promise<Map<string, VoiceOverride>> {
    const rows = await db.select().from(voiceOverrides);
    return new Map(rows.map((r) => [r.voiceId, r]));
  }

  async function overrideOf(voiceId: string): Promise<VoiceOverride | undefined> {
    const [row] = await db.select().from(voiceOverrides).where(eq(voiceOverrides.voiceId, voiceId));
    return row;
  }

  /** Every engine's voices with the operator's settings, the turned-off ones too (admin). */
  async function listAll() {
    const [listing, byId] = await Promise.all([engines.listVoices(), overrides()]);
    return {
      errors: listing.errors,
      voices: listing.voices.map((voice) => {
        const override = byId.get(voice.id);
        return { voice: applyOverride(voice, override), original: voice, override };
      }),
    };
  }

  async function listVoices() {
    const { voices, errors } = await listAll();
    return {
      errors,
      voices: voices.filter((v) => v.override?.enabled !== false).map((v) => v.voice),
    };
  }

  // A turned-off voice is refused with its own message: "unknown voice" would puzzle someone
  // who picked it from a list a minute ago.
  // A basic voice's former id finds the voice, and the override kept under its present id.
  async function findVoice(id: string): Promise<Voice | undefined> {
    const [voice, override] = await Promise.all([
      engines.findVoice(id),
      overrideOf(currentVoiceId(id)),
    ]);
    if (!voice) return undefined;
    if (override?.enabled === false)
      throw new SpeechError("UNKNOWN_VOICE", byKey("voicesDisabled"));
    return applyOverride(voice, override);
  }

  // Checked before any engine works: the voice is on, and it can read the text's script.
  async function check(req: SynthesisRequest): Promise<void> {
    const voice = await findVoice(req.voiceId);
    if (!voice) throw unknownVoice();
    const problem = scriptProblem(voice, req.text, [voice]);
    if (!problem) return;
    const { voices } = await listVoices();
    const named = scriptProblem(voice, req.text, voices) ?? problem;
    throw new SpeechError("SPEECH_INVALID_INPUT", named.message);
  }

  const speech: Speech = {
    ...engines,
    listVoices,
    findVoice,
    async synthesize(req) {
      await check(req);
      return engines.synthesize(req);
    },
    async *synthesizeStream(req) {
      await check(req);
      yield* engines.synthesizeStream(req);
    },
  };

  return { speech, listAll, overrides, overrideOf };
}

export type VoicesService = ReturnType<typeof createVoicesService>;
