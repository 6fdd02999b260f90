// The steps a generation takes, shared by the whole answer (service.ts) and the streamed one
// (stream.ts): the checks in the product's order and the quota reserved (begin), the audio stored
// with its history row (record), the reservation given back on failure (giveBack).
import { eq } from "drizzle-orm";
import {
  AUDIO_MAX_MINUTES,
  type GenerationRequest,
  textPreview,
} from "../../../domain/generation.ts";
import { byKey } from "../../../domain/messages.ts";
import { type Pronounced, writtenMarks } from "../../../domain/pronunciation/apply.ts";
import { quotaOf } from "../../../domain/quota.ts";
import { validateText } from "../../../domain/text.ts";
import { readersOf, unreadableScripts } from "../../../domain/voice-scripts.ts";
import { clampVoiceSettings } from "../../../domain/voices.ts";
import type { AppDeps, SessionUser } from "../../app-env.ts";
import { generations, user as userTable } from "../../db/schema.ts";
import { ApiError } from "../../http/errors.ts";
import {
  PAID_ENGINES,
  SpeechError,
  type SynthesisRequest,
  type SynthesisResult,
} from "../../speech/index.ts";
import type { ProfileRow } from "../me/service.ts";
import type { DictionaryChoice } from "../pronunciation/service.ts";
import { generationAudioKey } from "./audio-key.ts";
import { releaseGeneration, reserveGeneration, settleGeneration } from "./quota.ts";
import { timingOf } from "./timing.ts";
import { type GenerationRow, generationView } from "./view.ts";

export type GenerationDeps = Pick<
  AppDeps,
  | "database"
  | "db"
  | "now"
  | "logger"
  | "speech"
  | "audio"
  | "downloads"
  | "generationLimiter"
  | "profiles"
  | "settings"
  | "pronunciation"
>;

export interface RequestInfo {
  userAgent: string | undefined;
  signal: AbortSignal;
}

/** A failed generation as the API's error: a speech error keeps its code, anything else is a 502. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof SpeechError) {
    const status = error.status === 499 ? 400 : error.status;
    return new ApiError(status, error.code, error.text ?? error.message);
  }
  return new ApiError(502, "SPEECH_FAILED", byKey("speechFailed"));
}

/** Who is asking beside the user: the API key, when the call came through the public API. */
export interface GenerationInfo extends RequestInfo {
  apiKeyId?: string;
}

export interface SpeechInput {
  voiceId: string;
  text: string;
  settings?: GenerationRequest["settings"];
  format: GenerationRequest["format"];
  device?: GenerationRequest["device"];
  /**
   * Voices to try when `voiceId` is no voice's id: a name (any case), then these aliases
   * (the public API's OpenAI voice names). Looked up only then, so an id costs one lookup.
   */
  voiceAliases?: Record<string, string>;
  /** The user's pronunciation dictionaries to speak with; all of them when left out. */
  dictionaries?: DictionaryChoice;
}

type Voice = NonNullable<Awaited<ReturnType<AppDeps["speech"]["findVoice"]>>>;

export interface Begun {
  voice: Voice;
  /** As written: what is counted, shown and captioned. */
  text: string;
  /** What the engine is given (the pronunciation rules applied), mapped back to `text`. */
  pronounced: Pronounced;
  reserved: ProfileRow;
  /** The reservation's row (quota.ts): settled once the generation is recorded, else given back. */
  reservationId: string;
  freeQuota: number;
}

/**
 * By id; then, where the caller has aliases (OpenAI's voice names), a voice of that very name (a
 * configured OpenAI engine's "Alloy"), else the alias. OpenAI's voices read any language, so
 * for text the alias cannot read, a voice of the alias's gender that can (alloy and Urdu text:
 * an Urdu male voice, neural before basic).
 */
async function findVoice(deps: GenerationDeps, input: SpeechInput): Promise<Voice | undefined> {
  const byId = await deps.speech.findVoice(input.voiceId);
  if (byId || !input.voiceAliases) return byId;
  const wanted = input.voiceId.trim().toLocaleLowerCase();
  const { voices } = await deps.speech.listVoices();
  const named = voices.find((v) => v.name.toLocaleLowerCase() === wanted);
  const alias = voices.find((v) => v.id === input.voiceAliases?.[wanted]);
  if (named || !alias || unreadableScripts(alias, input.text).length === 0) return named ?? alias;
  const readers = readersOf(input.text, voices);
  return readers.find((v) => v.gender === alias.gender) ?? readers[0] ?? alias;
}

// The checks in the product's order, then the quota reserved: shared by the studio and the API.
export async function begin(
  deps: GenerationDeps,
  user: SessionUser,
  input: SpeechInput,
): Promise<Begun> {
  if (!input.voiceId || input.text.trim() === "") {
    throw new ApiError(400, "MISSING_INPUT", byKey("generationSelectVoiceAndText"));
  }
  const text = validateText(input.text);
  if (!text.ok) throw new ApiError(400, "INVALID_TEXT", text.message);
  if (!(await deps.generationLimiter.take(user.id))) {
    throw new ApiError(429, "RATE_LIMITED", byKey("generationRateLimited"));
  }
  const [profile, site] = await Promise.all([deps.profiles.ensure(user), deps.settings.get()]);
  if (profile.status !== "active")
    throw new ApiError(403, "ACCOUNT_INACTIVE", byKey("generationDeactivated"));
  const voice = await findVoice(deps, input).catch((error: unknown) => {
    throw toApiError(error);
  });
  if (!voice) throw new ApiError(400, "UNKNOWN_VOICE", byKey("generationUnknownVoice"));
  const pronounced = await deps.pronunciation.prepare(
    user.id,
    text.text,
    voice.engine,
    input.dictionaries,
  );
  const reservation = await reserveGeneration(deps.db, user.id, site.freeQuota, deps.now());
  if (!reservation) {
    const current = await deps.profiles.ensure(user);
    if (current.status !== "active")
      throw new ApiError(403, "ACCOUNT_INACTIVE", byKey("generationDeactivated"));
    throw new ApiError(402, "QUOTA_EXCEEDED", byKey("generationLimitReached"));
  }
  return {
    voice,
    text: text.text,
    pronounced,
    reserved: reservation.profile,
    reservationId: reservation.id,
    freeQuota: site.freeQuota,
  };
}

// The audio stored and the history row written, the same for the studio and the API.
export async function record(
  deps: GenerationDeps,
  user: SessionUser,
  begun: Begun,
  input: SpeechInput,
  info: GenerationInfo,
  id: string,
  audio: SynthesisResult,
  // Cut short by the client: the audio has only some of the words, so no words and no captions.
  { cut = false } = {},
) {
  const { voice, text, reserved } = begun;
  const timing = cut ? { words: null, cues: null } : timingOf(text, audio);
  const row: GenerationRow = {
    id,
    userId: user.id,
    userEmail: user.email,
    displayName: reserved.displayName,
    accountStatus: reserved.accountStatus,
    plan: reserved.planName,
    voiceId: voice.id,
    voiceName: voice.name,
    engine: voice.engine,
    textLength: text.length,
    textPreview: textPreview(text),
    audioKey: generationAudioKey(user.id, id, input.format),
    format: input.format,
    audioSize: audio.audio.byteLength,
    durationMs: audio.durationMs === null ? null : Math.round(audio.durationMs),
    cues: timing.cues,
    words: timing.words,
    isApiGenerated: info.apiKeyId !== undefined,
    deviceInfo: { userAgent: info.userAgent ?? null, ...input.device },
    createdAt: deps.now(),
  };
  await deps.audio.put(row.audioKey, audio.audio);
  // Product rule (docs/product.md section 4): a failed log entry does not fail the generation the
  // user already has.
  await deps.db
    .insert(generations)
    .values(row)
    .catch(async (error: unknown) => {
      deps.logger.error({ err: error, id }, "generation log failed");
      // The account was deleted while this spoke, its audio already swept: nobody has this file.
      if (!(await ownerExists(deps, user.id))) await deps.audio.delete(row.audioKey);
    });
  await settleGeneration(deps.db, begun.reservationId).catch((error: unknown) =>
    deps.logger.error({ err: error, id }, "generation reservation not settled"),
  );
  return row;
}

// When unsure (the database is down), the file stays: its owner's id still proves it theirs.
async function ownerExists(deps: GenerationDeps, userId: string): Promise<boolean> {
  const rows = await deps.db
    .select({ id: userTable.id })
    .from(userTable)
    .where(eq(userTable.id, userId))
    .catch(() => null);
  return rows === null || rows.length > 0;
}

const AUDIO_MAX_MS = AUDIO_MAX_MINUTES * 60_000;

/** Refuses audio longer than one generation may make, before it is stored or sent on. */
export function checkLength(durationMs: number | null): void {
  if (durationMs !== null && durationMs > AUDIO_MAX_MS) {
    throw new SpeechError(
      "SPEECH_TOO_LONG",
      byKey("generationAudioTooLong", { minutes: AUDIO_MAX_MINUTES }),
    );
  }
}

export async function giveBack(deps: GenerationDeps, begun: Begun, error: unknown): Promise<never> {
  await releaseGeneration(deps.db, begun.reservationId);
  if (!(error instanceof SpeechError)) deps.logger.error({ err: error }, "generation failed");
  throw toApiError(error);
}

/**
 * What stops the engine. A paid provider bills a call once it is sent, so a call sent while the
 * client was there is not cut when the client leaves: it runs to its answer or its deadline, and
 * only a failure or a timeout gives the generation back (docs/product.md section 4). The engines
 * of this machine stop with the client, which gets the generation back.
 */
export function engineSignal(begun: Begun, client: AbortSignal): AbortSignal | undefined {
  return PAID_ENGINES.has(begun.voice.engine) && !client.aborted ? undefined : client;
}

export function synthesisRequest(
  begun: Begun,
  input: SpeechInput,
  signal: AbortSignal | undefined,
): SynthesisRequest {
  return {
    voiceId: begun.voice.id,
    text: begun.pronounced.spoken,
    settings: clampVoiceSettings(input.settings),
    format: input.format,
    ...(signal ? { signal } : {}),
  };
}

/**
 * A piece of speech with its word marks on the text as written: the engine was given the text
 * with the pronunciation rules applied, and captions, word timings and alignments name the words
 * the user wrote (docs/product.md, "Pronunciation").
 */
export function onWrittenText(begun: Begun, piece: SynthesisResult): SynthesisResult {
  return piece.marks ? { ...piece, marks: writtenMarks(begun.pronounced, piece.marks) } : piece;
}

/** What a finished generation answers: its history entry and the user's quota after it. */
export function answerOf(deps: GenerationDeps, begun: Begun, row: GenerationRow) {
  const quota = quotaOf(begun.reserved, begun.freeQuota, deps.now());
  return { generation: generationView(row), ...quota };
}

export type GenerationAnswer = ReturnType<typeof answerOf>;
