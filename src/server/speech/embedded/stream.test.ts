import { afterAll, describe, expect, it } from "vitest";
import { isMp3, mp3DurationMs } from "../audio.ts";
import type { SynthesisResult } from "../types.ts";
import { createEmbeddedEngine } from "./engine.ts";

const logger = { info() {}, warn() {}, error() {} };
const engine = createEmbeddedEngine({ workers: 1 }, logger);
afterAll(() => engine.close());

const SENTENCE = "This sentence is one of many in a long text that is streamed piece by piece. ";

describe("the embedded engine's stream", () => {
  it("hands out several sentence pieces, each playable, together about as long as the whole", async () => {
    const text = SENTENCE.repeat(12).trim();
    const pieces: SynthesisResult[] = [];
    const stream = engine.synthesizeStream?.({
      voiceId: "basic-en-us-male-1",
      text,
      format: "mp3",
    });
    if (!stream) throw new Error("the embedded engine streams");
    for await (const piece of stream) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(2);
    for (const p of pieces) expect(isMp3(p.audio)).toBe(true);
    const streamed = pieces.reduce((ms, p) => ms + (mp3DurationMs(p.audio) ?? 0), 0);
    const whole = await engine.synthesize({ voiceId: "basic-en-us-male-1", text, format: "mp3" });
    // Each piece has its own start and end pauses and encoder padding, at sentence ends where a
    // pause belongs anyway: the two differ by at most about a quarter second a piece.
    expect(Math.abs(streamed - (whole.durationMs ?? 0))).toBeLessThan(pieces.length * 300);
  });

  it("stops the remaining pieces when the consumer leaves", async () => {
    const text = SENTENCE.repeat(12).trim();
    const stream = engine.synthesizeStream?.({
      voiceId: "basic-en-us-female-1",
      text,
      format: "wav",
    });
    if (!stream) throw new Error("the embedded engine streams");
    for await (const piece of stream) {
      expect(new TextDecoder().decode(piece.audio.slice(0, 4))).toBe("RIFF");
      break;
    }
    // The pool is free again: a new request is answered.
    const after = await engine.synthesize({
      voiceId: "basic-en-us-male-1",
      text: "Still here.",
      format: "mp3",
    });
    expect(isMp3(after.audio)).toBe(true);
  });
});
