// Generating speech: the checks in the product's order (docs/product.md section 5), the quota reserved atomically, the audio
// stored, the log row written.
import { randomUUID } from "node:crypto";
import { and, count, desc, eq } from "drizzle-orm";
import { type GenerationRequest, TEXT_PREVIEW_LENGTH } from "../../../domain/generation.ts";
import { msg } from "../../../domain/messages.ts";
import { quotaOf } from "../../../domain/quota.ts";
import { validateText } from "../../../domain/text.ts";
import { clampVoiceSettings } from "../../../domain/voices.ts";
import type { AppDeps, SessionUser } from "../../app-env.ts";
import { generations } from "../../db/schema.ts";
import { ApiError } from "../../http/errors.ts";
import { SpeechError } from "../../speech/index.ts";
import { releaseGeneration, reserveGeneration } from "./quota.ts";

export interface RequestInfo {
  userAgent: string | undefined;
  signal: AbortSignal;
}

export type GenerationRow = typeof generations.$inferSelect;

export function generationView(row: GenerationRow) {
  return {
    id: row.id,
    audioUrl: `/api/generations/${row.id}/audio`,
    voiceId: row.voiceId,
    voiceName: row.voiceName,
    engine: row.engine,
    format: row.format,
    textLength: row.textLength,
    textPreview: row.textPreview,
    audioSize: row.audioSize,
    durationMs: row.durationMs,
    createdAt: row.createdAt.toISOString(),
  };
}

function toApiError(error: unknown): ApiError {
  if (error instanceof SpeechError) {
    const status = error.status === 499 ? 400 : error.status;
    return new ApiError(status, error.code, error.message);
  }
  return new ApiError(502, "SPEECH_FAILED", msg.speech.failed);
}

export async function generate(
  deps: AppDeps,
  user: SessionUser,
  input: GenerationRequest,
  info: RequestInfo,
) {
  if (!input.voiceId || input.text.trim() === "") {
    throw new ApiError(400, "MISSING_INPUT", msg.generation.selectVoiceAndText);
  }
  const text = validateText(input.text);
  if (!text.ok) throw new ApiError(400, "INVALID_TEXT", text.message);
  if (!deps.generationLimiter.take(user.id)) {
    throw new ApiError(429, "RATE_LIMITED", msg.generation.rateLimited);
  }

  const [profile, site] = await Promise.all([deps.profiles.ensure(user), deps.settings.get()]);
  if (profile.status !== "active")
    throw new ApiError(403, "ACCOUNT_INACTIVE", msg.generation.deactivated);
  const voice = await deps.speech.findVoice(input.voiceId).catch((error: unknown) => {
    throw toApiError(error);
  });
  if (!voice) throw new ApiError(400, "UNKNOWN_VOICE", msg.generation.unknownVoice);

  const reserved = await reserveGeneration(deps.db, user.id, site.freeQuota, deps.now());
  if (!reserved) {
    const current = await deps.profiles.ensure(user);
    if (current.status !== "active")
      throw new ApiError(403, "ACCOUNT_INACTIVE", msg.generation.deactivated);
    throw new ApiError(402, "QUOTA_EXCEEDED", msg.generation.limitReached);
  }

  const id = randomUUID();
  const audioKey = `${user.id}/${id}.${input.format}`;
  let audio: Awaited<ReturnType<AppDeps["speech"]["synthesize"]>>;
  try {
    audio = await deps.speech.synthesize({
      voiceId: voice.id,
      text: text.text,
      settings: clampVoiceSettings(input.settings),
      format: input.format,
      signal: info.signal,
    });
    await deps.audio.put(audioKey, audio.audio);
  } catch (error) {
    await releaseGeneration(deps.db, reserved);
    if (!(error instanceof SpeechError)) deps.logger.error({ err: error }, "generation failed");
    throw toApiError(error);
  }

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
    textLength: text.text.length,
    textPreview: text.text.slice(0, TEXT_PREVIEW_LENGTH),
    audioKey,
    format: input.format,
    audioSize: audio.audio.byteLength,
    durationMs: audio.durationMs === null ? null : Math.round(audio.durationMs),
    isApiGenerated: voice.engine !== "embedded",
    deviceInfo: { userAgent: info.userAgent ?? null, ...input.device },
    createdAt: deps.now(),
  };
  // docs/product.md section 4: a failed log entry does not fail the generation the user already has.
  await deps.db
    .insert(generations)
    .values(row)
    .catch((error: unknown) => deps.logger.error({ err: error, id }, "generation log failed"));
  return { generation: generationView(row), ...quotaOf(reserved, site.freeQuota, deps.now()) };
}

export async function listGenerations(deps: AppDeps, userId: string, page: number, pageSize = 20) {
  const where = eq(generations.userId, userId);
  const [items, [total]] = await Promise.all([
    deps.db
      .select()
      .from(generations)
      .where(where)
      .orderBy(desc(generations.createdAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db.select({ n: count() }).from(generations).where(where),
  ]);
  return { items: items.map(generationView), total: total?.n ?? 0, page, pageSize };
}

export async function findOwn(
  deps: AppDeps,
  userId: string,
  id: string,
): Promise<GenerationRow | null> {
  const [row] = await deps.db
    .select()
    .from(generations)
    .where(and(eq(generations.id, id), eq(generations.userId, userId)));
  return row ?? null;
}

export async function deleteOwn(deps: AppDeps, userId: string, id: string): Promise<boolean> {
  const [row] = await deps.db
    .delete(generations)
    .where(and(eq(generations.id, id), eq(generations.userId, userId)))
    .returning();
  if (!row) return false;
  await deps.audio.delete(row.audioKey);
  return true;
}
