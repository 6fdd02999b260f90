// An install or a removal cut off (its process killed) leaves its ".install-<key>-<pid>-<ts>" or
// ".removing-<key>-<pid>-<ts>" folder behind, a voice's size each. One whose process is gone is
// deleted, at each install and when the engine starts; a running one's is left alone.
import fs from "node:fs/promises";
import path from "node:path";
import { isAlive } from "../../pid.ts";

const HALF_DONE = /^\.(?:install|removing)-.+-(\d+)-\d+$/;

export async function removeStaleFolders(voicesDir: string): Promise<void> {
  const entries = await fs.readdir(voicesDir, { withFileTypes: true }).catch(() => []);
  await Promise.all(
    entries.map(async (entry) => {
      const pid = Number(HALF_DONE.exec(entry.name)?.[1] ?? 0);
      if (!entry.isDirectory() || pid <= 0 || isAlive(pid)) return;
      await fs.rm(path.join(voicesDir, entry.name), { recursive: true, force: true });
    }),
  );
}
