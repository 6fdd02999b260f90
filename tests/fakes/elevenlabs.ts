// A fake ElevenLabs API speaking the real protocol (https://elevenlabs.io/docs/api-reference):
// the xi-api-key header, its paths and JSON shapes, audio bodies and its error bodies.
import type { ServerResponse } from "node:http";
import { fakeMp3, fakePcm } from "./audio.ts";
import {
  type FakeServer,
  type RecordedRequest,
  sendBytes,
  sendJson,
  sleep,
  startFakeServer,
} from "./http.ts";

export interface ElevenLabsVoiceJson {
  voice_id: string;
  name: string;
  category?: string;
  description?: string | null;
  labels?: Record<string, string>;
}

export const FAKE_VOICES: ElevenLabsVoiceJson[] = [
  {
    voice_id: "pNInz6obpgDQGcFmaJgB",
    name: "Adam",
    category: "premade",
    labels: {
      accent: "american",
      description: "deep",
      age: "middle aged",
      gender: "male",
      use_case: "narration",
    },
  },
  {
    voice_id: "ThT5KcBeYPX3keUQqHPh",
    name: "Dorothy",
    category: "premade",
    description: "Pleasant and young.",
    labels: { accent: "british", gender: "female" },
  },
  { voice_id: "urdu123", name: "Saima", labels: { gender: "female", language: "ur" } },
];

export const FAKE_SETTINGS = {
  stability: 0.71,
  similarity_boost: 0.5,
  style: 0.2,
  use_speaker_boost: false,
};
export const FAKE_SUBSCRIPTION = {
  tier: "creator",
  character_count: 1234,
  character_limit: 100_000,
  status: "active",
};

type Route = "voices" | "speech" | "settings" | "subscription";

// Replaces a route's normal answer; `body` "" sends an empty body with that status.
export interface Override {
  status: number;
  body?: string | Uint8Array;
  type?: string;
}

export interface FakeElevenLabs extends FakeServer {
  apiKey: string;
  voices: ElevenLabsVoiceJson[];
  overrides: Partial<Record<Route, Override>>;
  delayMs: number;
  count(route: Route): number;
}

function route(req: RecordedRequest): Route | null {
  if (req.method === "GET" && req.path === "/v1/voices") return "voices";
  if (req.method === "POST" && req.path.startsWith("/v1/text-to-speech/")) return "speech";
  if (req.method === "GET" && /^\/v1\/voices\/[^/]+\/settings$/.test(req.path)) return "settings";
  if (req.method === "GET" && req.path === "/v1/user/subscription") return "subscription";
  return null;
}

// ElevenLabs' with-timestamps answer: the audio in base64 and every character of the text sent,
// in order, timed at 60 ms each (the fake's pace of speech).
function withTimestamps(text: string, audio: Uint8Array) {
  const characters = Array.from(text);
  const alignment = {
    characters,
    character_start_times_seconds: characters.map((_, i) => Math.round(i * 60) / 1000),
    character_end_times_seconds: characters.map((_, i) => Math.round((i + 1) * 60) / 1000),
  };
  return {
    audio_base64: Buffer.from(audio).toString("base64"),
    alignment,
    normalized_alignment: alignment,
  };
}

function speech(fake: FakeElevenLabs, req: RecordedRequest, res: ServerResponse) {
  const timed = req.path.endsWith("/with-timestamps");
  const path = timed ? req.path.slice(0, -"/with-timestamps".length) : req.path;
  const id = decodeURIComponent(path.slice("/v1/text-to-speech/".length));
  if (!fake.voices.some((v) => v.voice_id === id)) {
    const message = `A voice with the voice_id ${id} was not found.`;
    return sendJson(res, 404, { detail: { status: "voice_not_found", message } });
  }
  let body: { text?: unknown };
  try {
    body = JSON.parse(req.body) as { text?: unknown };
  } catch {
    return sendJson(res, 400, { detail: { status: "invalid_json", message: "Invalid JSON" } });
  }
  if (typeof body.text !== "string" || body.text === "") {
    const detail = [{ loc: ["body", "text"], msg: "field required", type: "value_error.missing" }];
    return sendJson(res, 422, { detail });
  }
  // Longer text, longer audio: about 60 ms a character.
  const format = req.query.get("output_format") ?? "mp3_44100_128";
  const length = Array.from(body.text).length;
  const pcm = format.startsWith("pcm_");
  const rate = Number(format.slice(4));
  const audio = pcm
    ? fakePcm(Math.round(length * 0.06 * rate), rate)
    : fakeMp3(Math.max(1, Math.round(length * 2.3)));
  if (timed) return sendJson(res, 200, withTimestamps(body.text, audio));
  sendBytes(res, 200, pcm ? "audio/pcm" : "audio/mpeg", audio);
}

export async function startFakeElevenLabs(apiKey = "test-key"): Promise<FakeElevenLabs> {
  const fake: FakeElevenLabs = Object.assign(
    await startFakeServer(async (req, res) => {
      if (fake.delayMs > 0) await sleep(fake.delayMs);
      const which = route(req);
      if (which === null) return sendJson(res, 404, { detail: "Not Found" });
      if (req.headers["xi-api-key"] !== fake.apiKey) {
        const detail = { status: "invalid_api_key", message: "Invalid API key" };
        return sendJson(res, 401, { detail });
      }
      const override = fake.overrides[which];
      if (override) {
        const body =
          typeof override.body === "string"
            ? Buffer.from(override.body)
            : (override.body ?? new Uint8Array());
        return sendBytes(res, override.status, override.type ?? "application/json", body);
      }
      if (which === "voices") return sendJson(res, 200, { voices: fake.voices });
      if (which === "settings") return sendJson(res, 200, FAKE_SETTINGS);
      if (which === "subscription") return sendJson(res, 200, FAKE_SUBSCRIPTION);
      speech(fake, req, res);
    }),
    {
      apiKey,
      voices: [...FAKE_VOICES],
      overrides: {},
      delayMs: 0,
      count: (r: Route) => fake.requests.filter((req) => route(req) === r).length,
    },
  );
  return fake;
}
