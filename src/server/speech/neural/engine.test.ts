import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { GeneratedAudio } from "sherpa-onnx-node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireEspeakData, writeTinyPiperVoice } from "../../../../tests/helpers/piper-model.ts";
import { isMp3, mp3DurationMs, wavDurationMs } from "../audio.ts";
import type { SpeechError } from "../errors.ts";
import { createNeuralEngine, loadVoice, type NeuralConfig } from "./engine.ts";
import { installVoice } from "./install.ts";
import type { Tts } from "./loaded-voices.ts";

requireEspeakData();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-neural-"));
const voicesDir = path.join(tmp, "voices");
const logger = { info: () => {}, warn: () => {}, error: () => {} };
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

beforeAll(async () => {
  for (const name of ["en_US-one-x_low", "en_US-two-x_low", "en_US-three-x_low"]) {
    await installVoice(writeTinyPiperVoice(path.join(tmp, "src"), name), { voicesDir });
  }
}, 60_000);

function engineCountingLoads(config: Partial<NeuralConfig> = {}) {
  const loads: string[] = [];
  const engine = createNeuralEngine(
    {
      voicesDir,
      ...config,
      load: async (voice, espeakData, threads) => {
        loads.push(voice.key);
        return loadVoice(voice, espeakData, threads);
      },
    },
    logger,
  );
  return { engine, loads };
}

type ModelRequest = Parameters<Tts["generateAsync"]>[0];

/** An engine whose every model call goes through `watch`, which speaks it with the real model. */
function engineWatchingModel(
  watch: (request: ModelRequest, speak: () => Promise<GeneratedAudio>) => Promise<GeneratedAudio>,
  config: Partial<NeuralConfig> = {},
) {
  return createNeuralEngine(
    {
      voicesDir,
      ...config,
      load: async (voice, espeakData, threads) => {
        const tts = await loadVoice(voice, espeakData, threads);
        return {
          sampleRate: tts.sampleRate,
          generateAsync: (request) => watch(request, () => tts.generateAsync(request)),
        };
      },
    },
    logger,
  );
}

const SENTENCE = "The quick brown fox jumps over the lazy dog.";

describe("neural engine", () => {
  it("lists the installed voices with their labels", async () => {
    const { engine } = engineCountingLoads();
    const voices = await engine.listVoices();
    expect(voices.map((v) => v.id)).toEqual([
      "neural:en_US-one-x_low",
      "neural:en_US-three-x_low",
      "neural:en_US-two-x_low",
    ]);
    expect(voices[0]).toMatchObject({ engine: "neural", language: "en-US", usesSettings: false });
  });

  it("keeps at most NEURAL_MAX_LOADED voices, dropping the least recently used", async () => {
    const { engine, loads } = engineCountingLoads({ maxLoaded: 2 });
    const say = (key: string) =>
      engine.synthesize({ voiceId: `neural:en_US-${key}-x_low`, text: "Hello.", format: "wav" });
    await say("one");
    await say("two");
    await say("one"); // still loaded
    await say("three"); // two is now the least recently used
    expect(engine.loadedVoices().sort()).toEqual(["en_US-one-x_low", "en_US-three-x_low"]);
    await say("two");
    expect(loads).toEqual([
      "en_US-one-x_low",
      "en_US-two-x_low",
      "en_US-three-x_low",
      "en_US-two-x_low",
    ]);
    expect(engine.loadedVoices()).toHaveLength(2);
  });

  it("loads a voice once when requests for it arrive together", async () => {
    const { engine, loads } = engineCountingLoads();
    const voiceId = "neural:en_US-one-x_low";
    await Promise.all(
      Array.from({ length: 6 }, () => engine.synthesize({ voiceId, text: "Hi.", format: "mp3" })),
    );
    expect(loads).toEqual(["en_US-one-x_low"]);
  });

  it("speaks longer for longer text, and slower for a lower speed", async () => {
    const { engine } = engineCountingLoads();
    const voiceId = "neural:en_US-one-x_low";
    const say = async (text: string, speed?: number) => {
      const r = await engine.synthesize({
        voiceId,
        text,
        format: "wav",
        ...(speed ? { settings: { speed } } : {}),
      });
      expect(wavDurationMs(r.audio)).toBe(r.durationMs);
      return r.durationMs ?? 0;
    };
    const one = await say(SENTENCE);
    const three = await say(`${SENTENCE} ${SENTENCE} ${SENTENCE}`);
    expect(three / one).toBeGreaterThan(2.7);
    expect(three / one).toBeLessThan(3.3);
    const slow = await say(SENTENCE, 0.7);
    const fast = await say(SENTENCE, 1.3);
    expect(slow / one).toBeCloseTo(1 / 0.7, 1);
    expect(fast / one).toBeCloseTo(1 / 1.3, 1);
    // Out of range is clamped to 0.7..1.3.
    expect(await say(SENTENCE, 0.1)).toBe(slow);
  });

  it("puts the text's pauses in as silence of their length, at the start, between and at the end", async () => {
    const { engine } = engineCountingLoads();
    const say = async (text: string, format: "wav" | "mp3" = "wav") =>
      (await engine.synthesize({ voiceId: "neural:en_US-one-x_low", text, format })).durationMs ??
      0;
    const plain = await say(`${SENTENCE} ${SENTENCE}`);
    expect((await say(`${SENTENCE} [pause 1.5s] ${SENTENCE}`)) - plain).toBeCloseTo(1500, -2);
    expect((await say(`[pause 1s] ${SENTENCE} ${SENTENCE} [pause 0.5s]`)) - plain).toBeCloseTo(
      1500,
      -2,
    );
    expect((await say(`${SENTENCE}\n\n${SENTENCE}`)) - plain).toBeCloseTo(700, -2);
    const mp3 = await say(`${SENTENCE} [pause 1.5s] ${SENTENCE}`, "mp3");
    expect(mp3 - (await say(`${SENTENCE} ${SENTENCE}`, "mp3"))).toBeCloseTo(1500, -2);
  });

  it("speaks a long text in sentence pieces that join into one MP3 stream", async () => {
    const { engine } = engineCountingLoads();
    const req = {
      voiceId: "neural:en_US-two-x_low",
      text: Array.from({ length: 30 }, () => SENTENCE).join(" "),
      format: "mp3" as const,
    };
    const pieces = [];
    for await (const piece of engine.synthesizeStream(req)) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(2);
    // Each piece is whole frames, playable on its own, with the duration it claims.
    for (const piece of pieces) {
      expect(piece.durationMs).toBeGreaterThan(0);
      expect(mp3DurationMs(piece.audio)).toBe(piece.durationMs);
    }
    const whole = await engine.synthesize(req);
    expect(isMp3(whole.audio)).toBe(true);
    const sum = pieces.reduce((s, p) => s + (p.durationMs ?? 0), 0);
    expect(Math.abs((whole.durationMs ?? 0) - sum)).toBeLessThan(150);
    // One MP3 stream for the whole text: the joins add nothing.
    expect(Math.abs((mp3DurationMs(whole.audio) ?? 0) - sum)).toBeLessThan(150);
  });

  it("sends the first clause's audio at once, the next clause already with the model", async () => {
    const asked: string[] = [];
    let done = 0;
    // The model finishes a second text only once the test has seen the first piece (or after ten
    // seconds, so an engine that waits for it still ends): what happened before is unambiguous.
    let firstHeard = () => {};
    let heard = new Promise<void>((resolve) => {
      firstHeard = resolve;
    });
    const engine = engineWatchingModel(async (request, speak) => {
      asked.push(request.text.trim());
      const audio = await speak();
      if (asked.length > 1) await Promise.race([heard, sleep(10_000)]);
      done += 1;
      return audio;
    });
    // What the model had been asked for and had finished when the first piece arrived.
    const atFirstPiece = async (text: string) => {
      asked.length = 0;
      done = 0;
      heard = new Promise<void>((resolve) => {
        firstHeard = resolve;
      });
      let seen: { asked: string[]; done: number } | null = null;
      const req = { voiceId: "neural:en_US-one-x_low", text, format: "mp3" as const };
      for await (const _ of engine.synthesizeStream(req)) {
        seen ??= { asked: [...asked], done };
        firstHeard();
      }
      return seen;
    };
    const sentences = Array.from({ length: 12 }, () => SENTENCE).join(" ");
    const first = await atFirstPiece(sentences);
    expect(first?.done).toBe(1);
    expect(first?.asked).toHaveLength(2);
    // The first sentence's first words alone, then the rest of it.
    expect(first?.asked[0]).toBe("The quick brown fox");
    expect(first?.asked[1]).toBe("jumps over the lazy dog.");
    expect(asked.join(" ").split(SENTENCE).length - 1).toBe(12);
    // A first clause short enough is heard alone first, then the sentence's next clauses.
    const long = "The fox jumps, and the dog does not move at all, as it sleeps in the warm sun.";
    expect(await atFirstPiece(`${long} ${sentences}`)).toEqual({
      asked: ["The fox jumps,", "and the dog does not move at all,"],
      done: 1,
    });
  });

  it("stops the text handed to the model ahead when the caller stops reading", async () => {
    const requests: ModelRequest[] = [];
    const engine = engineWatchingModel((request, speak) => {
      requests.push(request);
      return speak();
    });
    const text = Array.from({ length: 12 }, () => SENTENCE).join(" ");
    for await (const _ of engine.synthesizeStream({
      voiceId: "neural:en_US-two-x_low",
      text,
      format: "mp3",
    })) {
      break;
    }
    const ahead = requests.at(-1);
    expect(requests.length).toBe(2);
    // sherpa-onnx asks this between sentences: 0 stops the text.
    expect(ahead?.onProgress?.()).toBe(0);
  });

  it("limits the time of each text the model speaks, not of the whole text", async () => {
    const slowly = (ms: number) =>
      engineWatchingModel(
        async (_, speak) => {
          await sleep(ms);
          return speak();
        },
        { timeoutMs: 1000 },
      );
    // Six texts (the first sentence alone, then pieces of about 200 characters) of 300 ms each.
    const text = Array.from({ length: 24 }, () => SENTENCE).join(" ");
    const req = { voiceId: "neural:en_US-one-x_low", text, format: "mp3" as const };
    const started = performance.now();
    const spoken = await slowly(300).synthesize(req);
    expect(performance.now() - started).toBeGreaterThan(1000);
    expect(spoken.durationMs).toBeGreaterThan(0);
    const overdue = await slowly(1500)
      .synthesize(req)
      .catch((e: SpeechError) => e);
    expect(overdue).toMatchObject({ code: "SPEECH_TIMEOUT" });
  });

  it("speaks up to NEURAL_PARALLEL texts of one voice at once, on its one model", async () => {
    // Each model call lasts at least 300 ms: calls asked for together overlap.
    const overlap = async (parallel: number) => {
      let running = 0;
      let most = 0;
      let calls = 0;
      const loads: string[] = [];
      const engine = createNeuralEngine(
        {
          voicesDir,
          parallel,
          load: async (voice, espeakData, threads) => {
            loads.push(voice.key);
            const tts = await loadVoice(voice, espeakData, threads);
            return {
              sampleRate: tts.sampleRate,
              generateAsync: async (request) => {
                running += 1;
                calls += 1;
                most = Math.max(most, running);
                try {
                  await sleep(300);
                  return await tts.generateAsync(request);
                } finally {
                  running -= 1;
                }
              },
            };
          },
        },
        logger,
      );
      const req = { voiceId: "neural:en_US-three-x_low", text: SENTENCE, format: "mp3" as const };
      const spoken = await Promise.all(Array.from({ length: 4 }, () => engine.synthesize(req)));
      for (const s of spoken) expect(s.durationMs).toBeGreaterThan(0);
      await engine.close();
      return { most, calls, loads };
    };
    // Four requests of two texts each (the first words, then the rest), one model between them.
    expect(await overlap(2)).toEqual({ most: 2, calls: 8, loads: ["en_US-three-x_low"] });
    expect(await overlap(3)).toMatchObject({ most: 3, calls: 8 });
    expect(await overlap(1)).toMatchObject({ most: 1, calls: 8 });
  });

  it("counts a text's time from when the model starts on it, not while it waits its turn", async () => {
    // Two requests share one voice speaking one text at a time, so each text waits for the other
    // request's (500 ms) before its own 500 ms: a second from asking, under a limit of 900 ms.
    const engine = engineWatchingModel(
      async (_, speak) => {
        await sleep(500);
        return speak();
      },
      { timeoutMs: 900, parallel: 1 },
    );
    const text = Array.from({ length: 12 }, () => SENTENCE).join(" ");
    const req = { voiceId: "neural:en_US-one-x_low", text, format: "mp3" as const };
    const both = await Promise.all([engine.synthesize(req), engine.synthesize(req)]);
    for (const spoken of both) expect(spoken.durationMs).toBeGreaterThan(0);
  });

  it("refuses an unknown voice and text with nothing to say", async () => {
    const { engine } = engineCountingLoads();
    const unknown = await engine
      .synthesize({ voiceId: "neural:nope", text: "Hi.", format: "mp3" })
      .catch((e: SpeechError) => e);
    expect(unknown).toMatchObject({ code: "UNKNOWN_VOICE", status: 400 });
    const empty = await engine
      .synthesize({ voiceId: "neural:en_US-one-x_low", text: "...", format: "mp3" })
      .catch((e: SpeechError) => e);
    expect(empty).toMatchObject({ code: "SPEECH_EMPTY" });
  });

  it("stops when the caller aborts", async () => {
    const { engine } = engineCountingLoads();
    const controller = new AbortController();
    controller.abort();
    const error = await engine
      .synthesize({
        voiceId: "neural:en_US-one-x_low",
        text: SENTENCE,
        format: "mp3",
        signal: controller.signal,
      })
      .catch((e: SpeechError) => e);
    expect(error).toMatchObject({ code: "SPEECH_ABORTED" });
  });

  it("without eSpeak's data, offers no voice and says how to install it", async () => {
    const { engine, loads } = engineCountingLoads({ espeakData: path.join(tmp, "no-espeak") });
    expect(await engine.listVoices()).toEqual([]);
    const status = await engine.status();
    expect(status.ok).toBe(false);
    expect(status.detail).toContain("apt-get install espeak-ng-data");
    const error = await engine
      .synthesize({ voiceId: "neural:en_US-one-x_low", text: "Hi.", format: "mp3" })
      .catch((e: SpeechError) => e);
    expect(error).toMatchObject({ code: "UNKNOWN_VOICE" });
    expect(loads).toEqual([]);
  });
});
