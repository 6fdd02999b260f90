// Piper voices are phonemised by eSpeak NG inside sherpa-onnx, which needs eSpeak's data folder.
// It is not bundled (13 MB, GPL): Debian's `espeak-ng-data` package provides it, and
// ESPEAK_NG_DATA names any other copy.
import fs from "node:fs";
import path from "node:path";

export const ESPEAK_INSTALL_HINT =
  "eSpeak NG data is missing: install it with `sudo apt-get install espeak-ng-data` " +
  "(or `brew install espeak-ng`), or set ESPEAK_NG_DATA to an espeak-ng-data folder.";

const CANDIDATES = [
  "/usr/lib/x86_64-linux-gnu/espeak-ng-data",
  "/usr/lib/aarch64-linux-gnu/espeak-ng-data",
  "/usr/share/espeak-ng-data",
  "/usr/lib/espeak-ng-data",
  "/usr/local/share/espeak-ng-data",
  "/opt/homebrew/share/espeak-ng-data",
];

function isEspeakData(dir: string): boolean {
  return fs.existsSync(path.join(dir, "phontab")) && fs.existsSync(path.join(dir, "lang"));
}

/** The first folder that holds eSpeak NG's data, or null. */
export function findEspeakData(configured?: string): string | null {
  const dirs = configured ? [configured] : CANDIDATES;
  return dirs.find(isEspeakData) ?? null;
}

// eSpeak's voice files are named by language ("lang/gmw/en-US"); names match case-insensitively.
const voiceCache = new Map<string, Set<string>>();

function voiceNames(dataDir: string): Set<string> {
  let names = voiceCache.get(dataDir);
  if (!names) {
    names = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) walk(path.join(dir, entry.name));
        else names?.add(entry.name.toLowerCase());
      }
    };
    walk(path.join(dataDir, "lang"));
    voiceCache.set(dataDir, names);
  }
  return names;
}

/** Whether eSpeak knows the voice (an unknown one must never reach the native library). */
export function hasEspeakVoice(dataDir: string, voice: string): boolean {
  return voiceNames(dataDir).has(voice.toLowerCase());
}
