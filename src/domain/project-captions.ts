// A finished conversion's captions as one file: each chapter's cues, shifted by the chapters
// before it, as they play in the whole project's MP3 (docs/product.md, Projects).
import type { Cue } from "./captions.ts";
import type { ConversionOutput } from "./projects.ts";

export function conversionCues(output: ConversionOutput): Cue[] {
  const cues: Cue[] = [];
  let offset = 0;
  for (const chapter of output.chapters) {
    for (const cue of chapter.cues)
      cues.push({ ...cue, start: cue.start + offset, end: cue.end + offset });
    offset += chapter.durationMs;
  }
  return cues;
}
