import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { concat } from "../audio.ts";
import { EMBEDDED_VOICES } from "../embedded/voices.ts";
import { espeak, type Prosody } from "./espeak.ts";

const NORMAL: Prosody = { rate: 175, pitch: 50, range: 50 };

function speak(voice: string, ssml: string, prosody = NORMAL): Int16Array {
  const engine = espeak();
  expect(engine.setVoice(voice)).toBe(0);
  const chunks: Uint8Array[] = [];
  engine.synthesize(ssml, prosody, (chunk) =>
    chunks.push(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength).slice()),
  );
  const joined = concat(chunks);
  return new Int16Array(joined.buffer, joined.byteOffset, joined.byteLength / 2);
}

const GREETINGS: Record<string, string> = { en: "Good morning.", ur: "صبح بخیر", hi: "सुप्रभात" };

/** The voice's fundamental period in samples: the lag, 60-400 Hz, that best repeats the signal. */
function period(samples: Int16Array): number {
  let best = 0;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (let lag = Math.floor(22_050 / 400); lag <= 22_050 / 60; lag++) {
    let score = 0;
    for (let i = lag; i < samples.length; i++) score += (samples[i] ?? 0) * (samples[i - lag] ?? 0);
    if (score > bestScore) [best, bestScore] = [lag, score];
  }
  return best;
}

describe("eSpeak NG in WebAssembly", () => {
  it("speaks 16-bit samples at 22,050 Hz", () => {
    expect(espeak().sampleRate).toBe(22_050);
    const samples = speak("en-us", "Hello world.");
    expect(samples.length / 22_050).toBeGreaterThan(0.5);
    expect(samples.length / 22_050).toBeLessThan(2);
    expect(Math.max(...samples)).toBeGreaterThan(1000);
  });

  it("ships every embedded voice's variant, and eSpeak reads it", () => {
    // An unknown variant is ignored without an error, so its file is checked for itself.
    for (const voice of EMBEDDED_VOICES) {
      const variant = voice.espeakVoice.split("+")[1] ?? "";
      expect(
        fs.existsSync(new URL(`./espeak-ng-data/voices/!v/${variant}`, import.meta.url)),
        voice.id,
      ).toBe(true);
    }
    const text = "Good morning, this is a voice.";
    expect(period(speak("en-us+m3", text)) / period(speak("en-us+f3", text))).toBeGreaterThan(1.3);
  });

  it("speaks each embedded voice's language", () => {
    for (const voice of EMBEDDED_VOICES) {
      expect(espeak().setVoice(voice.espeakVoice), voice.id).toBe(0);
      expect(speak(voice.espeakVoice, GREETINGS[voice.language] ?? "").length).toBeGreaterThan(
        5000,
      );
    }
  });

  it("refuses a language whose data is not shipped", () => {
    expect(espeak().setVoice("fr")).not.toBe(0);
    expect(espeak().setVoice("en-us")).toBe(0);
  });

  it("applies the rate and pitch of each call, and only to that call", () => {
    const text = "Rate and pitch apply to every call.";
    const normal = speak("en-us", text);
    const fast = speak("en-us", text, { ...NORMAL, rate: 350 });
    expect(fast.length / normal.length).toBeGreaterThan(0.35);
    expect(fast.length / normal.length).toBeLessThan(0.65);
    // Back to normal: the same length give or take the few samples eSpeak's waveform state shifts.
    expect(Math.abs(speak("en-us", text).length - normal.length)).toBeLessThan(100);
    const low = period(speak("en-us", text, { ...NORMAL, pitch: 0 }));
    const high = period(speak("en-us", text, { ...NORMAL, pitch: 100 }));
    expect(low / high).toBeGreaterThan(1.3);
    expect(period(speak("en-us", text))).toBeLessThan(low);
  });

  it("reads SSML: breaks pause, entities are characters", () => {
    const plain = speak("en-us", "one two");
    const paused = speak("en-us", 'one <break time="2000ms"/> two');
    expect((paused.length - plain.length) / 22_050).toBeCloseTo(2, 0);
    const and = speak("en-us", "one &amp; two");
    expect(and.length).toBeGreaterThan(plain.length);
  });

  it("stops at an error thrown by the consumer, throws it, and keeps working", () => {
    const engine = espeak();
    engine.setVoice("en-us");
    let chunks = 0;
    expect(() =>
      engine.synthesize("A sentence long enough for several chunks of samples.", NORMAL, () => {
        chunks++;
        throw new Error("consumer gave up");
      }),
    ).toThrow("consumer gave up");
    expect(chunks).toBe(1);
    expect(speak("en-us", "Still speaking.").length).toBeGreaterThan(0);
  });
});
