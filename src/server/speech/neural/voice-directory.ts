// The installed voices as of now: VOICES_DIR is scanned again only when its modification
// time changes (an install or a removal renames a folder in it), so a new voice is served and a
// removed one refused without a restart, at the cost of one stat per request.
import fs from "node:fs/promises";
import type { SpeechLogger } from "../types.ts";
import { scanVoices, type VoiceScan } from "./voice-folder.ts";

export function createVoiceDirectory(
  voicesDir: string,
  espeakData: string | null,
  logger: SpeechLogger,
  onChange?: (scan: VoiceScan) => void,
) {
  let seen: number | null | undefined;
  let scan: Promise<VoiceScan> | null = null;
  const reported = new Set<string>();

  async function rescan(): Promise<VoiceScan> {
    const result = await scanVoices(voicesDir, espeakData);
    for (const p of result.problems) {
      const line = `${p.folder}: ${p.message}`;
      if (reported.has(line)) continue;
      reported.add(line);
      logger.error({ folder: p.folder, problem: p.message }, "neural voice skipped");
    }
    onChange?.(result);
    return result;
  }

  async function current(): Promise<VoiceScan> {
    const mtime = (await fs.stat(voicesDir).catch(() => null))?.mtimeMs ?? null;
    if (!scan || mtime !== seen) {
      seen = mtime;
      scan = rescan();
    }
    return scan;
  }

  // At start, so a bad folder is in the log before anyone asks for a voice.
  current().catch((err: unknown) => logger.error({ err }, "neural voices could not be listed"));
  return { current };
}
