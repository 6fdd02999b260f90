// The one place that reads process.env (docs/architecture.md, rule 6). Everything is checked at start and
// every problem is listed at once, so an operator fixes their configuration in one go.
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_VOICES, findCatalogueVoice } from "./speech/neural/catalogue.ts";

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));
const optionalUrl = optionalText.pipe(z.url().optional());

/** How far to believe X-Forwarded-For: a number of proxy hops, or the proxies' own addresses. */
export type TrustProxy = { hops: number } | { proxies: string[] };
const isProxyEntry = (entry: string) => {
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
};
// Catalogue names installed in the background at first start; `none` turns that off.
const defaultVoices = z
  .string()
  .optional()
  .transform((raw, ctx): string[] => {
    const v = raw?.trim() ?? "";
    if (v === "") return [...DEFAULT_VOICES];
    if (v.toLowerCase() === "none") return [];
    const keys = [
      ...new Set(
        v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ];
    for (const key of keys) {
      const voice = findCatalogueVoice(key);
      if (!voice)
        ctx.addIssue({
          code: "custom",
          message: `${key} is not in the catalogue (npm run voices:list)`,
        });
      else if (voice.nonCommercial)
        ctx.addIssue({
          code: "custom",
          message: `${key}'s data is non-commercial: it cannot be a default`,
        });
    }
    return keys;
  });

// `false`/`0`: no proxy; `true`/`1`/`N`: that many proxies in front; `10.0.0.2,172.16.0.0/12`:
// the proxies' addresses (docs/operations.md).
const trustProxy = z
  .string()
  .default("false")
  .transform((raw, ctx): TrustProxy => {
    const v = raw.trim().toLowerCase();
    if (["", "false", "no"].includes(v)) return { hops: 0 };
    if (["true", "yes"].includes(v)) return { hops: 1 };
    if (/^\d{1,2}$/.test(v)) return { hops: Number(v) };
    const proxies = v
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    const bad = proxies.filter((p) => !isProxyEntry(p));
    if (proxies.length === 0 || bad.length > 0) {
      ctx.addIssue({
        code: "custom",
        message: `must be false, true, a number of proxies, or proxy addresses/CIDRs (not: ${bad.join(", ") || raw})`,
      });
      return z.NEVER;
    }
    return { proxies };
  });

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    // The installed neural voices; a folder every instance shares (docs/operations.md). Default
    // DATA_DIR/voices.
    VOICES_DIR: optionalText,
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
        .optional(),
    ),
    BETTER_AUTH_SECRET: optionalText.pipe(
      z.string().min(32, "must be at least 32 characters").optional(),
    ),
    PUBLIC_URL: optionalUrl,
    TRUST_PROXY: trustProxy,
    // Bearer token for /metrics; without one, /metrics answers loopback callers only.
    METRICS_TOKEN: optionalText.pipe(
      z.string().min(16, "must be at least 16 characters").optional(),
    ),
    ADMIN_PASSWORD: optionalText.pipe(
      z.string().min(8, "must be at least 8 characters").optional(),
    ),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    // better-auth's limiter: on in production unless turned off (the E2E run signs up many users from one address).
    AUTH_RATE_LIMIT: z
      .enum(["on", "off", ""])
      .optional()
      .transform((v) => (v ? v === "on" : undefined)),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    SPEECH_WORKERS: z.coerce.number().int().min(1).max(64).default(os.availableParallelism()),
    SPEECH_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
    // Neural voices held in memory at once (about 60-100 MB each for a Piper medium voice).
    NEURAL_MAX_LOADED: z.coerce.number().int().min(1).max(64).default(4),
    // onnxruntime threads per neural synthesis: 1 wastes least CPU on a busy machine.
    NEURAL_THREADS: z.coerce.number().int().min(1).max(16).default(1),
    // Texts one neural voice speaks at once (they share its model): the cores over NEURAL_THREADS.
    NEURAL_PARALLEL: z.coerce.number().int().min(1).max(16).default(2),
    // eSpeak NG's data for the neural voices' phonemes; found in the usual places when unset.
    ESPEAK_NG_DATA: optionalText,
    // Piper's official voices, or a mirror of them, for `npm run voices:add -- <name>`.
    NEURAL_VOICES_URL: z.url().default("https://huggingface.co/rhasspy/piper-voices/resolve/main"),
    NEURAL_DEFAULT_VOICES: defaultVoices,
    ELEVENLABS_API_KEY: optionalText,
    ELEVENLABS_BASE_URL: z.url().default("https://api.elevenlabs.io"),
    ELEVENLABS_MODEL_MULTILINGUAL: z.string().default("eleven_multilingual_v2"),
    ELEVENLABS_MODEL_MONOLINGUAL: z.string().default("eleven_monolingual_v1"),
    OPENAI_TTS_BASE_URL: optionalUrl,
    OPENAI_API_KEY: optionalText,
    OPENAI_TTS_MODEL: z.string().default("tts-1"),
    OPENAI_TTS_VOICES: z
      .string()
      .default("alloy,echo,fable,onyx,nova,shimmer")
      .transform((v) =>
        v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    SMTP_URL: optionalText,
    SMTP_FROM: optionalText,
    // Audio in an S3-compatible bucket instead of DATA_DIR/audio (docs/operations.md).
    S3_BUCKET: optionalText,
    S3_ENDPOINT: optionalUrl,
    S3_REGION: z.string().trim().min(1).default("us-east-1"),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: z
      .enum(["true", "false", "1", "0", ""])
      .default("false")
      .transform((v) => v === "true" || v === "1"),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: "custom",
        path: ["GOOGLE_CLIENT_SECRET"],
        message: "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together",
      });
    }
    if (Boolean(env.SMTP_URL) !== Boolean(env.SMTP_FROM)) {
      ctx.addIssue({
        code: "custom",
        path: ["SMTP_FROM"],
        message: "SMTP_URL and SMTP_FROM must be set together",
      });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: ["S3_SECRET_ACCESS_KEY"],
        message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together",
      });
    }
    // Several instances share one PostgreSQL, so they must share one secret: it cannot be
    // generated per machine (docs/operations.md).
    if (env.DATABASE_URL && !env.BETTER_AUTH_SECRET && env.NODE_ENV === "production") {
      ctx.addIssue({
        code: "custom",
        path: ["BETTER_AUTH_SECRET"],
        message: "is required in production when DATABASE_URL is set",
      });
    }
    // E-mailed links are built from PUBLIC_URL alone (linkOrigin): a Host header is the
    // client's to write. Without e-mail and with one embedded instance, npm start needs nothing.
    if (env.NODE_ENV === "production" && !env.PUBLIC_URL && (env.DATABASE_URL || env.SMTP_URL)) {
      ctx.addIssue({
        code: "custom",
        path: ["PUBLIC_URL"],
        message:
          "is required in production when DATABASE_URL or SMTP_URL is set: the links the site e-mails and the origin every instance trusts are built from it (e.g. https://voice.example.pk)",
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

/**
 * The origin of every link the site e-mails: PUBLIC_URL, else this machine's own address (a
 * development or zero-settings install), never a request's Host header.
 */
export const linkOrigin = (env: Pick<Env, "PUBLIC_URL" | "PORT">): string =>
  env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : `http://localhost:${env.PORT}`;

/** Where the neural voices are installed: VOICES_DIR, else DATA_DIR/voices. */
export const voicesDirOf = (env: Pick<Env, "DATA_DIR" | "VOICES_DIR">): string =>
  env.VOICES_DIR ?? path.join(env.DATA_DIR, "voices");

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join(".") || "env"}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

export function loadEnv(): Env {
  return parseEnv(process.env);
}
