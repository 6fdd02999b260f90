// ElevenLabs' shape (key in `xi-api-key`): enough of its API that its official SDKs work with the
// base URL set to this site. https://elevenlabs.io/docs/api-reference
import { type Context, Hono } from "hono";
import type { z } from "zod";
import { currentVoiceId } from "../../../domain/basic-voices.ts";
import { byKey } from "../../../domain/messages.ts";
import type { AppDeps } from "../../app-env.ts";
import { ApiError } from "../../http/errors.ts";
import type { Voice } from "../../speech/index.ts";
import type { Output } from "./audio-output.ts";
import type { PublicEnv } from "./auth.ts";
import { audioAnswer, documented, jsonAnswer, timestampsAnswer } from "./openapi.ts";
import {
  elevenLabsSpeechBody,
  elevenLabsSpeechQuery,
  elevenLabsVoice,
  elevenLabsVoiceList,
  elevenLabsVoicePage,
  elevenLabsVoiceSearchQuery,
} from "./schemas.ts";
import { speak } from "./speak.ts";
import { shapeValidator } from "./validate.ts";
import { searchVoices } from "./voice-search.ts";
import { labelsOf, listVoices, planUsage } from "./voices.ts";

function voiceView(deps: AppDeps, origin: string, v: Voice) {
  const base = deps.env.PUBLIC_URL ?? origin;
  return {
    voice_id: v.id,
    name: v.name,
    category: "premade" as const,
    description: v.description,
    labels: labelsOf(v),
    preview_url:
      v.engine === "embedded" ? `${base}/v1/voices/${encodeURIComponent(v.id)}/preview` : null,
    available_for_tiers: [],
    settings: null,
  };
}

function outputOf(format: string): Output {
  if (format.startsWith("pcm_")) return { kind: "pcm", sampleRate: Number(format.slice(4)) };
  if (format === "ulaw_8000") return { kind: "ulaw" };
  if (format === "alaw_8000") return { kind: "alaw" };
  return { kind: "mp3" };
}

function subscriptionView(usage: Awaited<ReturnType<typeof planUsage>>) {
  const expires = usage.profile.planExpiresAt;
  return {
    tier: usage.tier,
    character_count: usage.characterCount,
    character_limit: usage.characterLimit,
    max_credit_limit_extension: 0,
    can_extend_character_limit: false,
    allowed_to_extend_character_limit: false,
    next_character_count_reset_unix: expires ? Math.floor(expires.getTime() / 1000) : null,
    voice_slots_used: 0,
    professional_voice_slots_used: 0,
    professional_voice_slots_used_in_workspace: 0,
    voice_limit: 0,
    voice_add_edit_counter: 0,
    professional_voice_limit: 0,
    can_extend_voice_limit: false,
    can_use_instant_voice_cloning: false,
    can_use_professional_voice_cloning: false,
    currency: "usd",
    current_overage: { amount: "0", currency: "usd" },
    status: usage.tier === "pro" ? "active" : "free",
    open_invoices: [],
    has_open_invoices: false,
  };
}

type SpeechBody = z.infer<typeof elevenLabsSpeechBody>;

function speakAs(
  c: Context<PublicEnv>,
  voiceId: string,
  format: string,
  body: SpeechBody,
  timestamps?: "whole" | "lines",
) {
  const s = body.voice_settings;
  const settings = {
    ...(s?.stability != null ? { stability: s.stability } : {}),
    ...(s?.similarity_boost != null ? { similarityBoost: s.similarity_boost } : {}),
    ...(s?.style != null ? { style: s.style } : {}),
    ...(s?.use_speaker_boost != null ? { useSpeakerBoost: s.use_speaker_boost } : {}),
    ...(s?.speed != null ? { speed: s.speed } : {}),
  };
  // ElevenLabs speaks with exactly the dictionaries a request names (and the site's).
  const locators = (body.pronunciation_dictionary_locators ?? []).map((l) => ({
    id: l.pronunciation_dictionary_id,
    versionId: l.version_id ?? undefined,
  }));
  const output = outputOf(format);
  return speak(c, {
    voiceId,
    text: body.text,
    settings,
    output,
    dictionaries: { locators },
    ...(timestamps ? { timestamps } : {}),
  });
}

const EL = "elevenlabs";

// What /v1/openapi.json says of each route (openapi.ts); the validators add their schemas.
const doc = {
  voices: documented(
    EL,
    "Every enabled voice of every engine",
    jsonAnswer("The voices", elevenLabsVoiceList),
  ),
  voice: documented(EL, "One voice", jsonAnswer("The voice", elevenLabsVoice)),
  search: documented(
    EL,
    "Voices by a search term and filters, a page at a time",
    jsonAnswer("One page of the voices found", elevenLabsVoicePage),
  ),
  speech: documented(EL, "Speech", audioAnswer),
  stream: documented(EL, "Speech, streamed", audioAnswer),
  timed: documented(
    EL,
    "Speech with each character's time",
    timestampsAnswer("application/json", "The audio in base64 and every character's time"),
  ),
  lines: documented(
    EL,
    "Speech with each character's time, streamed",
    timestampsAnswer(
      "application/x-ndjson",
      "One such object a line, a line a piece of speech with the characters it says",
    ),
  ),
  plan: documented(
    EL,
    "The plan in characters (one generation = 5,000 characters)",
    jsonAnswer("The subscription"),
  ),
  user: documented(EL, "The key's owner and plan", jsonAnswer("The user")),
};

export function elevenLabsRoutes() {
  const query = shapeValidator("query", elevenLabsSpeechQuery);
  const body = shapeValidator("json", elevenLabsSpeechBody);
  return (
    new Hono<PublicEnv>()
      .get("/voices", doc.voices, async (c) => {
        const origin = new URL(c.req.url).origin;
        const voices = await listVoices(c.var.deps);
        return c.json({ voices: voices.map((v) => voiceView(c.var.deps, origin, v)) });
      })
      .get("/voices/:voiceId", doc.voice, async (c) => {
        const voices = await listVoices(c.var.deps);
        const id = currentVoiceId(c.req.param("voiceId"));
        const voice = voices.find((v) => v.id === id);
        if (!voice) throw new ApiError(404, "UNKNOWN_VOICE", byKey("generationUnknownVoice"));
        return c.json(voiceView(c.var.deps, new URL(c.req.url).origin, voice));
      })
      // The two differ only in name: both stream, the first piece leaving before the rest is spoken.
      .post("/text-to-speech/:voiceId", doc.speech, query, body, (c) =>
        speakAs(c, c.req.param("voiceId"), c.req.valid("query").output_format, c.req.valid("json")),
      )
      .post("/text-to-speech/:voiceId/stream", doc.stream, query, body, (c) =>
        speakAs(c, c.req.param("voiceId"), c.req.valid("query").output_format, c.req.valid("json")),
      )
      // The same speech with each character's time: one JSON answer, or a JSON line a piece.
      .post("/text-to-speech/:voiceId/with-timestamps", doc.timed, query, body, (c) =>
        speakAs(
          c,
          c.req.param("voiceId"),
          c.req.valid("query").output_format,
          c.req.valid("json"),
          "whole",
        ),
      )
      .post("/text-to-speech/:voiceId/stream/with-timestamps", doc.lines, query, body, (c) =>
        speakAs(
          c,
          c.req.param("voiceId"),
          c.req.valid("query").output_format,
          c.req.valid("json"),
          "lines",
        ),
      )
      .get("/user/subscription", doc.plan, async (c) => {
        return c.json(subscriptionView(await planUsage(c.var.deps, c.var.caller.user)));
      })
      .get("/user", doc.user, async (c) => {
        const usage = await planUsage(c.var.deps, c.var.caller.user);
        return c.json({
          user_id: c.var.caller.user.id,
          workspace_id: c.var.caller.user.id,
          first_name: usage.profile.displayName,
          subscription: subscriptionView(usage),
          is_new_user: false,
          can_use_delayed_payment_methods: false,
          is_onboarding_completed: true,
          is_onboarding_checklist_completed: true,
          created_at: Math.floor(usage.profile.createdAt.getTime() / 1000),
          seat_type: "workspace_admin",
        });
      })
  );
}

/** ElevenLabs' /v2 paths: the voice search its SDK's voices.search() calls. */
export function elevenLabsV2Routes() {
  const query = shapeValidator("query", elevenLabsVoiceSearchQuery);
  return new Hono<PublicEnv>().get("/voices", doc.search, query, async (c) => {
    const page = searchVoices(await listVoices(c.var.deps), c.req.valid("query"));
    const origin = new URL(c.req.url).origin;
    return c.json({
      voices: page.voices.map((v) => voiceView(c.var.deps, origin, v)),
      has_more: page.next !== null,
      total_count: page.total,
      next_page_token: page.next,
    });
  });
}
