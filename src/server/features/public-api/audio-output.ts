// What the public API sends: MP3 as the engine makes it, 16-bit little-endian mono PCM at the
// requested rate (bare, or under a streaming WAV header), or 8 kHz G.711 for telephony, converted
// piece by piece so the first bytes leave before the whole text is spoken.
import { pcm16ToWav, wavPcm } from "../../speech/audio.ts";
import { g711 } from "../../speech/g711.ts";
import type { AudioFormat, SynthesisResult } from "../../speech/index.ts";

export type Output =
  | { kind: "mp3" }
  | { kind: "pcm"; sampleRate: number }
  | { kind: "wav"; sampleRate: number }
  | { kind: "ulaw" }
  | { kind: "alaw" };

// G.711 is telephone audio: 8 kHz, always.
const G711_RATE = 8000;

/** What to ask the engine for: MP3 for MP3, otherwise WAV, whose samples are then converted. */
export function engineFormat(output: Output): AudioFormat {
  return output.kind === "mp3" ? "mp3" : "wav";
}

export const CONTENT_TYPE: Record<Output["kind"], string> = {
  mp3: "audio/mpeg",
  pcm: "audio/pcm",
  wav: "audio/wav",
  ulaw: "audio/basic",
  alaw: "audio/x-alaw-basic",
};

/** The bytes to send for the pieces, in order. */
export async function* encodeOutput(
  pieces: AsyncIterable<SynthesisResult>,
  output: Output,
): AsyncGenerator<Uint8Array> {
  if (output.kind === "wav") {
    // Length unknown until the end: 0xFFFFFFFF, as streaming servers (OpenAI's among them) send.
    const header = pcm16ToWav(new Uint8Array(0), output.sampleRate);
    const view = new DataView(header.buffer);
    view.setUint32(4, 0xffffffff, true);
    view.setUint32(40, 0xffffffff, true);
    yield header;
  }
  for await (const piece of pieces) {
    if (output.kind === "mp3") yield piece.audio;
    else if (output.kind === "ulaw" || output.kind === "alaw")
      yield g711(toPcm(piece.audio, G711_RATE), output.kind);
    else yield toPcm(piece.audio, output.sampleRate);
  }
}

/** A WAV's samples as mono 16-bit PCM at `rate` (linear interpolation; enough for speech). */
export function toPcm(wav: Uint8Array, rate: number): Uint8Array {
  const source = wavPcm(wav);
  if (!source) throw new Error("the engine's WAV could not be read");
  const input = new DataView(source.pcm.buffer, source.pcm.byteOffset, source.pcm.byteLength);
  const channels = Math.max(1, source.channels);
  const frames = Math.floor(source.pcm.byteLength / (2 * channels));
  const sample = (frame: number) => {
    let sum = 0;
    for (let ch = 0; ch < channels; ch++) sum += input.getInt16((frame * channels + ch) * 2, true);
    return sum / channels;
  };
  const outFrames = Math.floor((frames * rate) / source.sampleRate);
  const out = new Uint8Array(outFrames * 2);
  const view = new DataView(out.buffer);
  const step = source.sampleRate / rate;
  for (let i = 0; i < outFrames; i++) {
    const at = i * step;
    const left = Math.floor(at);
    const right = Math.min(left + 1, frames - 1);
    const value = sample(left) + (sample(right) - sample(left)) * (at - left);
    view.setInt16(i * 2, Math.max(-32768, Math.min(32767, Math.round(value))), true);
  }
  return out;
}
