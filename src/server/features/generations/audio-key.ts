// Where a generation's audio is kept: under its owner's id, so the key alone says whose it is
// (the audio route falls back on it when the history row is missing).
import type { AudioFormat } from "../../speech/types.ts";

const FORMATS: readonly AudioFormat[] = ["mp3", "wav"];

export const generationAudioKey = (userId: string, id: string, format: AudioFormat) =>
  `${userId}/${id}.${format}`;

/** Every key the generation's audio could have, one per format. */
export const generationAudioKeys = (userId: string, id: string) =>
  FORMATS.map((format) => generationAudioKey(userId, id, format));
