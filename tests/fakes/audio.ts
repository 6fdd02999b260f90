// Audio bytes as real providers send them, small enough to build in a test.

const MP3_FRAME_BYTES = 417; // MPEG-1 Layer III, 128 kbit/s, 44.1 kHz, no padding
export const MP3_FRAME_MS = (1152 / 44_100) * 1000;

// Frames of silence: a valid header each, zero side information and data.
export function fakeMp3(frames: number): Uint8Array {
  const out = new Uint8Array(frames * MP3_FRAME_BYTES);
  for (let i = 0; i < frames; i++) out.set([0xff, 0xfb, 0x90, 0xc4], i * MP3_FRAME_BYTES);
  return out;
}

// An ID3v2.4 tag with a 10-byte body, as ElevenLabs and many encoders put before the frames.
export function withId3(mp3: Uint8Array): Uint8Array {
  const tag = new Uint8Array(20);
  tag.set([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 10]);
  const out = new Uint8Array(tag.byteLength + mp3.byteLength);
  out.set(tag);
  out.set(mp3, tag.byteLength);
  return out;
}

// 16-bit little-endian mono PCM: a quiet 440 Hz tone.
export function fakePcm(samples: number, sampleRate: number): Uint8Array {
  const view = new DataView(new ArrayBuffer(samples * 2));
  for (let i = 0; i < samples; i++) {
    view.setInt16(i * 2, Math.round(Math.sin((2 * Math.PI * 440 * i) / sampleRate) * 3000), true);
  }
  return new Uint8Array(view.buffer);
}
