// The studio's streamed generation in one response body (docs/architecture.md, "Streamed
// generations"): the MP3 as it is spoken, then the outcome. Each frame is a type byte, the
// payload's length (4 bytes, big-endian) and the payload. Shared by the server, which writes the
// frames, and the studio, which reads them.

export const FRAMES_CONTENT_TYPE = "application/vnd.awaaz.speech-frames";

export const FRAME = {
  /** MP3 frames that follow the previous audio. */
  audio: 1,
  /** JSON: what POST /api/generations answers, once the audio is whole and stored. */
  result: 2,
  /** JSON: `{ status, error }`, the API's error body and the status it would have had. */
  error: 3,
} as const;

export type FrameType = (typeof FRAME)[keyof typeof FRAME];

export interface Frame {
  type: FrameType;
  payload: Uint8Array<ArrayBuffer>;
}

const HEADER_BYTES = 5;

export function frame(type: FrameType, payload: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(HEADER_BYTES + payload.byteLength);
  out[0] = type;
  new DataView(out.buffer).setUint32(1, payload.byteLength);
  out.set(payload, HEADER_BYTES);
  return out;
}

export function jsonFrame(type: FrameType, value: unknown): Uint8Array<ArrayBuffer> {
  return frame(type, new TextEncoder().encode(JSON.stringify(value)));
}

export function frameJson(payload: Uint8Array): unknown {
  return JSON.parse(new TextDecoder().decode(payload));
}

/** The frames in a byte stream, however the network cut its chunks. */
export async function* readFrames(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<Frame> {
  let pending = new Uint8Array(0);
  for await (const chunk of chunks) {
    const joined = new Uint8Array(pending.byteLength + chunk.byteLength);
    joined.set(pending);
    joined.set(chunk, pending.byteLength);
    let at = 0;
    while (joined.byteLength - at >= HEADER_BYTES) {
      const length = new DataView(joined.buffer, at + 1, 4).getUint32(0);
      const end = at + HEADER_BYTES + length;
      if (end > joined.byteLength) break;
      const type = joined[at] as FrameType;
      yield { type, payload: joined.slice(at + HEADER_BYTES, end) };
      at = end;
    }
    pending = joined.slice(at);
  }
  if (pending.byteLength > 0) throw new Error("the stream ended inside a frame");
}
