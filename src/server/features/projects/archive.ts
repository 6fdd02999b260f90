// A finished conversion's chapters as one ZIP, an MP3 each, in reading order. MP3 does not
// compress, so the files are stored, not deflated.
import { zipSync } from "fflate";
import type { ConversionOutput } from "../../../domain/projects.ts";
import type { AudioStore } from "../../storage/audio-store.ts";

/** A name a disk takes on any system: ASCII letters, digits and dashes ("" when none are left). */
export function fileSlug(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/[\s_]+/g, "-")
    .slice(0, 60);
}

export async function chaptersZip(audio: AudioStore, output: ConversionOutput) {
  const files: Record<string, Uint8Array> = {};
  for (const [i, chapter] of output.chapters.entries()) {
    const stored = await audio.get(chapter.key);
    const slug = fileSlug(chapter.title);
    const name = `${String(i + 1).padStart(3, "0")}${slug ? `-${slug}` : ""}.mp3`;
    if (stored) files[name] = await stored.read();
  }
  return zipSync(files, { level: 0 });
}
