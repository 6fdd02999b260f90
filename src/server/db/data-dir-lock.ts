// PGlite has no lock of its own: two processes on one data directory would corrupt it, on one
// machine or on two sharing the volume. A lock file holding our pid and machine refuses a second
// process; only a lock left by a dead process of this machine is taken over, as another
// machine's pid cannot be checked (the same rule as speech/neural/install-lock.ts).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { isAlive } from "../pid.ts";

export class DataDirLockedError extends Error {}

// The lock files this process holds. A file naming our own pid and machine that is not among
// them was left by an earlier process that had the same pid (a restarted container's pid 1).
const held = new Set<string>();

export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.resolve(dataDir, "awaaz.lock");
  const where = path.resolve(dataDir);
  const taken = (by: string) =>
    new DataDirLockedError(
      `Another Awaaz process ${by} is already using ${where}: one process per data directory. ` +
        `Stop it first, or start this one with a different DATA_DIR (if none runs, delete ${file}).`,
    );
  for (let attempt = 0; attempt < 2; attempt++) {
    if (held.has(file)) throw taken(`(this one, pid ${process.pid})`);
    try {
      fs.writeFileSync(file, `${process.pid} ${os.hostname()}`, { flag: "wx" });
      held.add(file);
      return () => {
        held.delete(file);
        fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const text = fs.readFileSync(file, "utf8").trim();
    // Created but not yet written: another process is taking the lock this very moment.
    if (text === "") throw taken("(starting now)");
    // A lock written before it named its machine is this machine's.
    const [pidText = "", host = os.hostname()] = text.split(" ");
    const pid = Number(pidText);
    if (host !== os.hostname()) throw taken(`(pid ${pidText} on ${host})`);
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
      throw taken(`(pid ${pid})`);
    }
    fs.rmSync(file, { force: true });
  }
  throw taken("(starting now)");
}
