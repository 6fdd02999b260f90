import { isMainThread, threadId } from "node:worker_threads";
import { afterAll, describe, expect, it } from "vitest";
import { concat } from "../audio.ts";
import { openEncoder } from "../encode.ts";
import { createEncoderThread } from "./encoder-thread.ts";

const RATE = 22_050;
// Two seconds of a tone, in pieces of uneven length as a voice's clauses come.
const tone = (seconds: number, hz: number) =>
  Float32Array.from({ length: Math.round(seconds * RATE) }, (_, i) =>
    Math.sin((2 * Math.PI * hz * i) / RATE),
  );
const PIECES = [tone(0.7, 220), tone(1.1, 330), tone(0.2, 440)];

// The same samples through the encoder on this thread.
async function onThisThread(format: "mp3" | "wav") {
  const encoder = await openEncoder(RATE, format);
  const parts: Uint8Array[] = [];
  for (const piece of PIECES) parts.push(await encoder.encode(piece));
  parts.push(encoder.finish());
  return concat(parts);
}

describe("the neural encoder thread", () => {
  const thread = createEncoderThread();
  afterAll(() => thread.close());

  it("encodes in a worker thread, byte for byte what the encoder gives on the event loop", async () => {
    expect(isMainThread).toBe(true);
    for (const format of ["mp3", "wav"] as const) {
      const encoder = await thread.open(RATE, format);
      expect(encoder.threadId).not.toBe(threadId);
      const parts: Uint8Array[] = [];
      for (const piece of PIECES) parts.push(await encoder.encode(piece));
      parts.push(await encoder.finish());
      expect(concat(parts)).toEqual(await onThisThread(format));
      // A second finish (the engine's clean-up after the tail) is empty, not an error.
      expect(await encoder.finish()).toEqual(new Uint8Array());
    }
  });

  it("keeps each stream's encoder apart when several streams interleave", async () => {
    const streams = await Promise.all(Array.from({ length: 3 }, () => thread.open(RATE, "mp3")));
    const parts: Uint8Array[][] = streams.map(() => []);
    for (const piece of PIECES) {
      const bytes = await Promise.all(streams.map((s) => s.encode(piece)));
      for (const [i, b] of bytes.entries()) parts[i]?.push(b);
    }
    const tails = await Promise.all(streams.map((s) => s.finish()));
    const expected = await onThisThread("mp3");
    for (const [i, tail] of tails.entries()) {
      expect(concat([...(parts[i] ?? []), tail])).toEqual(expected);
    }
  });
});
