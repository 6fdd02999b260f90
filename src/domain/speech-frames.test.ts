import { describe, expect, it } from "vitest";
import { FRAME, frame, frameJson, jsonFrame, readFrames } from "./speech-frames.ts";

async function* chunked(bytes: Uint8Array, size: number) {
  for (let at = 0; at < bytes.byteLength; at += size) yield bytes.slice(at, at + size);
}

const joined = (parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

async function all(chunks: AsyncIterable<Uint8Array>) {
  const frames = [];
  for await (const f of readFrames(chunks)) frames.push(f);
  return frames;
}

describe("speech frames", () => {
  const audio = Uint8Array.from({ length: 300 }, (_, i) => i % 251);
  const body = joined([
    frame(FRAME.audio, audio),
    frame(FRAME.audio, new Uint8Array(0)),
    jsonFrame(FRAME.result, { generation: { id: "g1" }, remaining: 1 }),
  ]);

  it.each([1, 2, 5, 7, 301, body.byteLength])(
    "reads the same frames whatever the chunks (%i bytes)",
    async (size) => {
      const frames = await all(chunked(body, size));
      expect(frames.map((f) => f.type)).toEqual([FRAME.audio, FRAME.audio, FRAME.result]);
      expect(frames[0]?.payload).toEqual(audio);
      expect(frames[1]?.payload.byteLength).toBe(0);
      expect(frameJson(frames[2]?.payload ?? new Uint8Array())).toEqual({
        generation: { id: "g1" },
        remaining: 1,
      });
    },
  );

  it("fails a stream cut inside a frame, after the frames before the cut", async () => {
    const cut = body.slice(0, body.byteLength - 3);
    const seen: number[] = [];
    await expect(async () => {
      for await (const f of readFrames(chunked(cut, 64))) seen.push(f.type);
    }).rejects.toThrow("inside a frame");
    expect(seen).toEqual([FRAME.audio, FRAME.audio]);
  });
});
