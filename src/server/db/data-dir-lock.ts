// PGlite has no lock of its own: two processes on one data directory would corrupt it.
// A lock file with our pid refuses a second process; a lock left by a dead process is taken over.
import fs from "node:fs";
import path from "node:path";
import { isAlive } from "../pid.ts";

export class DataDirLockedError extends Error {}

export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "awaaz.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const text = fs.readFileSync(file, "utf8").trim();
      // Created but not yet written: another process is taking the lock this very moment.
      if (text === "") {
        throw new DataDirLockedError(
          `Another Awaaz process is starting on ${path.resolve(dataDir)} (remove ${file} if none is).`,
        );
      }
      const pid = Number(text);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(
          `Another Awaaz process (pid ${pid}) is already using ${path.resolve(dataDir)}. ` +
            "Stop it first, or start this one with a different DATA_DIR.",
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${path.resolve(dataDir)}`);
}
