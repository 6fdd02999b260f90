// G.711 (ITU-T): 8-bit companded telephone audio, μ-law in North America and Japan, A-law
// elsewhere; what telephony tools (Twilio's media streams among them) take at 8 kHz. The
// encoders are the ITU's reference segment tables, as in Sun's public-domain g711.c.

const ULAW_BIAS = 0x84;
const ULAW_CLIP = 32635;
// The largest 13-bit magnitude of each A-law segment.
const ALAW_SEGMENT_ENDS = [0x1f, 0x3f, 0x7f, 0xff, 0x1ff, 0x3ff, 0x7ff, 0xfff];

export function ulawOf(sample: number): number {
  const sign = sample < 0 ? 0x80 : 0;
  const magnitude = Math.min(Math.abs(sample), ULAW_CLIP) + ULAW_BIAS;
  let exponent = 7;
  for (let mask = 0x4000; (magnitude & mask) === 0 && exponent > 0; mask >>= 1) exponent--;
  const mantissa = (magnitude >> (exponent + 3)) & 0x0f;
  return ~(sign | (exponent << 4) | mantissa) & 0xff;
}

export function alawOf(sample: number): number {
  let value = sample >> 3;
  let mask = 0xd5;
  if (value < 0) {
    mask = 0x55;
    value = -value - 1;
  }
  const segment = ALAW_SEGMENT_ENDS.findIndex((end) => value <= end);
  if (segment === -1) return 0x7f ^ mask;
  const step = segment < 2 ? (value >> 1) & 0x0f : (value >> segment) & 0x0f;
  return ((segment << 4) | step) ^ mask;
}

/** 16-bit little-endian PCM as one G.711 byte a sample. */
export function g711(pcm: Uint8Array, law: "ulaw" | "alaw"): Uint8Array {
  const view = new DataView(pcm.buffer, pcm.byteOffset, pcm.byteLength);
  const encode = law === "ulaw" ? ulawOf : alawOf;
  const out = new Uint8Array(pcm.byteLength >> 1);
  for (let i = 0; i < out.length; i++) out[i] = encode(view.getInt16(i * 2, true));
  return out;
}
