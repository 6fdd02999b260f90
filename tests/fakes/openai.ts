// A fake OpenAI-compatible speech server (https://platform.openai.com/docs/api-reference/audio):
// Bearer auth, POST /v1/audio/speech, GET /v1/models, and, like Kokoro-FastAPI, optionally
// GET /v1/audio/voices. Errors use OpenAI's {"error": {...}} body.
import { fakeMp3, fakePcm } from "./audio.ts";
import { type FakeServer, sendBytes, sendJson, sleep, startFakeServer } from "./http.ts";

export interface OpenAiOverride {
  status: number;
  body?: string;
}

export interface FakeOpenAi extends FakeServer {
  apiKey: string | null; // null: no key needed, as a local Kokoro
  serverVoices: string[] | null; // null: no /v1/audio/voices, as OpenAI itself
  speech: OpenAiOverride | null;
  delayMs: number;
}

const error = (message: string, type: string) => ({
  error: { message, type, param: null, code: null },
});

function wav(pcm: Uint8Array, rate: number): Uint8Array {
  const out = new Uint8Array(44 + pcm.byteLength);
  const view = new DataView(out.buffer);
  out.set(new TextEncoder().encode("RIFF"), 0);
  view.setUint32(4, 36 + pcm.byteLength, true);
  out.set(new TextEncoder().encode("WAVEfmt "), 8);
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  out.set(new TextEncoder().encode("data"), 36);
  // Streaming servers do not know the length in advance and say so with 0xFFFFFFFF.
  view.setUint32(40, 0xffffffff, true);
  out.set(pcm, 44);
  return out;
}

export async function startFakeOpenAi(
  options: Partial<Pick<FakeOpenAi, "apiKey" | "serverVoices">> = {},
) {
  const fake: FakeOpenAi = Object.assign(
    await startFakeServer(async (req, res) => {
      if (fake.delayMs > 0) await sleep(fake.delayMs);
      if (fake.apiKey !== null && req.headers.authorization !== `Bearer ${fake.apiKey}`) {
        return sendJson(res, 401, error("Incorrect API key provided.", "invalid_request_error"));
      }
      if (req.method === "GET" && req.path === "/v1/models") {
        return sendJson(res, 200, { object: "list", data: [{ id: "tts-1", object: "model" }] });
      }
      if (req.method === "GET" && req.path === "/v1/audio/voices" && fake.serverVoices) {
        return sendJson(res, 200, { voices: fake.serverVoices });
      }
      if (req.method !== "POST" || req.path !== "/v1/audio/speech") {
        return sendJson(
          res,
          404,
          error(`Invalid URL (${req.method} ${req.path})`, "invalid_request_error"),
        );
      }
      if (fake.speech) {
        const body = Buffer.from(fake.speech.body ?? "");
        return sendBytes(res, fake.speech.status, "application/json", body);
      }
      const body = JSON.parse(req.body) as {
        input?: string;
        voice?: string;
        response_format?: string;
      };
      if (!body.input || !body.voice) {
        return sendJson(
          res,
          400,
          error("Missing required parameter: 'input'.", "invalid_request_error"),
        );
      }
      if (body.response_format === "wav") {
        return sendBytes(
          res,
          200,
          "audio/wav",
          wav(fakePcm(body.input.length * 1440, 24_000), 24_000),
        );
      }
      sendBytes(res, 200, "audio/mpeg", fakeMp3(Math.max(1, Math.round(body.input.length * 2.3))));
    }),
    {
      apiKey: options.apiKey === undefined ? "sk-test" : options.apiKey,
      serverVoices: options.serverVoices ?? null,
      speech: null,
      delayMs: 0,
    },
  );
  return fake;
}
