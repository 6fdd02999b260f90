// An install or a removal cut off (its process killed) leaves its ".install-<key>-<pid>-<ts>" or
// ".removing-<key>-<pid>-<ts>" folder behind, a voice's size each. One whose process is gone is
// deleted, at each install and when the engine starts; a running one's is left alone. It must
// also be an hour old: with a VOICES_DIR shared between machines, the pid may be another
// machine's, and no install or removal takes that long to move its folder.
import fs from "node:fs/promises";
import path from "node:path";
import { isAlive } from "../../pid.ts";

const HALF_DONE = /^\.(?:install|removing)-.+-(\d+)-(\d+)$/;
const OLD_MS = 60 * 60_000;

export async function removeStaleFolders(voicesDir: string): Promise<void> {
  const entries = await fs.readdir(voicesDir, { withFileTypes: true }).catch(() => []);
  await Promise.all(
    entries.map(async (entry) => {
      const [, pid, at] = HALF_DONE.exec(entry.name) ?? [];
      if (!entry.isDirectory() || !pid || Date.now() - Number(at) < OLD_MS) return;
      if (isAlive(Number(pid))) return;
      await fs.rm(path.join(voicesDir, entry.name), { recursive: true, force: true });
    }),
  );
}
