// The speech module's front door: the always-on embedded engine plus ElevenLabs and an
// OpenAI-compatible server when configured, behind one set of calls (docs/decisions/002-speech.md).
import { MAX_SPOKEN_TEXT } from "../../domain/pronunciation/rules.ts";
import { validateText } from "../../domain/text.ts";
import type { VoiceSettings } from "../../domain/voices.ts";
import {
  type ElevenLabsSubscription,
  fetchElevenLabsSubscription,
  fetchElevenLabsVoiceSettings,
} from "./elevenlabs/api.ts";
import type { ElevenLabsConfig } from "./elevenlabs/config.ts";
import { createElevenLabsEngine } from "./elevenlabs/engine.ts";
import { createEmbeddedEngine, type EmbeddedConfig } from "./embedded/engine.ts";
import { findEmbeddedVoice, publicVoice } from "./embedded/voices.ts";
import { SpeechError, unknownVoice } from "./errors.ts";
import { createNeuralEngine, type NeuralConfig } from "./neural/engine.ts";
import { VOICE_PREFIX as NEURAL_PREFIX } from "./neural/install.ts";
import { createOpenAiEngine, type OpenAiConfig } from "./openai/engine.ts";
import type {
  EngineId,
  EngineStatus,
  SpeechEngine,
  SpeechLogger,
  SynthesisRequest,
  SynthesisResult,
  Voice,
} from "./types.ts";

export interface SpeechConfig {
  embedded: EmbeddedConfig;
  elevenlabs?: ElevenLabsConfig;
  openai?: OpenAiConfig;
  neural?: NeuralConfig;
}

export interface VoiceListing {
  voices: Voice[];
  errors: { engine: EngineId; message: string }[];
}

export interface Speech {
  readonly engines: readonly EngineId[];
  listVoices(): Promise<VoiceListing>;
  findVoice(id: string): Promise<Voice | undefined>;
  synthesize(req: SynthesisRequest): Promise<SynthesisResult>;
  /** Pieces in order (see SpeechEngine.synthesizeStream); one piece from engines that cannot. */
  synthesizeStream(req: SynthesisRequest): AsyncIterable<SynthesisResult>;
  // Keyed by engine, in the order engines were set up: embedded first.
  status(): Promise<Partial<Record<EngineId, EngineStatus>>>;
  elevenlabsSubscription?: () => Promise<ElevenLabsSubscription>;
  elevenlabsVoiceSettings?: (voiceId: string) => Promise<VoiceSettings>;
  close(): Promise<void>;
}

// The id's prefix names the engine, so routing needs no voice list (and no provider call).
function engineOf(voiceId: string): EngineId {
  if (voiceId.startsWith("el:")) return "elevenlabs";
  if (voiceId.startsWith("oai:")) return "openai";
  if (voiceId.startsWith(NEURAL_PREFIX)) return "neural";
  return "embedded";
}

const listRank = (engine: EngineId) => (engine === "neural" ? 0 : engine === "embedded" ? 2 : 1);

export function createSpeech(config: SpeechConfig, logger: SpeechLogger): Speech {
  const engines = new Map<EngineId, SpeechEngine>();
  engines.set("embedded", createEmbeddedEngine(config.embedded, logger));
  if (config.elevenlabs)
    engines.set("elevenlabs", createElevenLabsEngine(config.elevenlabs, logger));
  if (config.openai) engines.set("openai", createOpenAiEngine(config.openai, logger));
  if (config.neural) engines.set("neural", createNeuralEngine(config.neural, logger));
  const elevenlabs = config.elevenlabs;

  // A provider that fails is reported next to the voices of the others, never instead of them.
  // The natural voices come first and the basic (eSpeak) ones last, whatever order the engines
  // were set up in.
  async function listVoices(): Promise<VoiceListing> {
    const all = [...engines.values()].sort((a, b) => listRank(a.id) - listRank(b.id));
    const results = await Promise.allSettled(all.map((e) => e.listVoices()));
    const listing: VoiceListing = { voices: [], errors: [] };
    results.forEach((result, i) => {
      const engine = all[i]?.id ?? "embedded";
      if (result.status === "fulfilled") listing.voices.push(...result.value);
      else {
        const message =
          result.reason instanceof Error ? result.reason.message : String(result.reason);
        logger.warn({ engine, err: result.reason }, "voice list failed");
        listing.errors.push({ engine, message });
      }
    });
    return listing;
  }

  // Throws the provider's SpeechError when its list cannot be fetched: "unknown voice" would
  // blame the user for ElevenLabs being down.
  async function findVoice(id: string): Promise<Voice | undefined> {
    const engineId = engineOf(id);
    if (engineId === "embedded") {
      const voice = findEmbeddedVoice(id);
      return voice && publicVoice(voice);
    }
    const engine = engines.get(engineId);
    if (!engine) return undefined;
    return (await engine.listVoices()).find((v) => v.id === id);
  }

  // Every engine gets the same normalised text (docs/decisions/002-speech.md), whatever the caller did.
  function route(req: SynthesisRequest): [SpeechEngine, SynthesisRequest] {
    const engine = engines.get(engineOf(req.voiceId));
    if (!engine) throw unknownVoice();
    // The text as the pronunciation rules made it: it may be longer than what may be written.
    const checked = validateText(req.text, MAX_SPOKEN_TEXT);
    if (!checked.ok) throw new SpeechError("SPEECH_INVALID_INPUT", checked.message);
    return [engine, { ...req, text: checked.text }];
  }

  async function synthesize(req: SynthesisRequest): Promise<SynthesisResult> {
    const [engine, checked] = route(req);
    return engine.synthesize(checked);
  }

  async function* synthesizeStream(req: SynthesisRequest): AsyncIterable<SynthesisResult> {
    const [engine, checked] = route(req);
    if (engine.synthesizeStream) yield* engine.synthesizeStream(checked);
    else yield await engine.synthesize(checked);
  }

  async function status(): Promise<Partial<Record<EngineId, EngineStatus>>> {
    const all = [...engines.values()];
    const results = await Promise.all(all.map((e) => e.status()));
    return Object.fromEntries(all.map((e, i) => [e.id, results[i]]));
  }

  return {
    engines: [...engines.keys()],
    listVoices,
    findVoice,
    synthesize,
    synthesizeStream,
    status,
    ...(elevenlabs
      ? {
          elevenlabsSubscription: () => fetchElevenLabsSubscription(elevenlabs),
          elevenlabsVoiceSettings: (voiceId: string) =>
            fetchElevenLabsVoiceSettings(elevenlabs, voiceId),
        }
      : {}),
    async close() {
      await Promise.all([...engines.values()].map((e) => e.close()));
    },
  };
}

export type { ElevenLabsSubscription } from "./elevenlabs/api.ts";
export type { ElevenLabsConfig } from "./elevenlabs/config.ts";
export type { EmbeddedConfig } from "./embedded/engine.ts";
export type { SpeechErrorCode, SpeechErrorStatus } from "./errors.ts";
export { SpeechError } from "./errors.ts";
export type { NeuralConfig } from "./neural/engine.ts";
export type { OpenAiConfig } from "./openai/engine.ts";
export type * from "./types.ts";
export { PAID_ENGINES } from "./types.ts";
