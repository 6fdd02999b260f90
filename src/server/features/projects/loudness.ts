// Blocks in different voices and engines come out at different sample rates and levels; a book
// must not jump in volume between speakers. Each block is brought to one rate and one loudness
// (RMS of the voiced samples, with the peaks kept below clipping) before it is encoded.
import type { Samples } from "../../speech/transcode.ts";

export const PROJECT_SAMPLE_RATE = 22_050;
// About -20 dBFS RMS: speech sits there with room for its peaks.
const TARGET_RMS = 0.1;
const PEAK_LIMIT = 0.95;
// Below this a sample is silence between words, left out of the level.
const VOICED = 0.01;

/** Linear interpolation: speech has little energy near the Nyquist limit of either rate. */
export function resample(samples: Float32Array, from: number, to: number): Float32Array {
  if (from === to || samples.length === 0) return samples;
  const out = new Float32Array(Math.max(1, Math.round((samples.length * to) / from)));
  const step = from / to;
  for (let i = 0; i < out.length; i++) {
    const at = i * step;
    const j = Math.floor(at);
    const a = samples[j] ?? 0;
    const b = samples[j + 1] ?? a;
    out[i] = a + (b - a) * (at - j);
  }
  return out;
}

export function rmsOf(samples: Float32Array): number {
  let sum = 0;
  let count = 0;
  for (const s of samples) {
    if (Math.abs(s) < VOICED) continue;
    sum += s * s;
    count++;
  }
  return count === 0 ? 0 : Math.sqrt(sum / count);
}

/** The samples at the project's rate and loudness. */
export function levelled({ samples, sampleRate }: Samples): Float32Array {
  const out = resample(samples, sampleRate, PROJECT_SAMPLE_RATE).slice();
  const rms = rmsOf(out);
  if (rms === 0) return out;
  let peak = 0;
  for (const s of out) peak = Math.max(peak, Math.abs(s));
  const gain = Math.min(TARGET_RMS / rms, PEAK_LIMIT / peak);
  for (let i = 0; i < out.length; i++) out[i] = (out[i] ?? 0) * gain;
  return out;
}
