// One install of a voice at a time across processes (two `voices:add`, one beside the admin's
// Voices tab): they would share its .downloads folder and race for the final rename. The lock is
// a file holding the installer's pid and machine, taken before anything is downloaded; one left by
// a process of this machine that died is taken over (another machine's pid cannot be checked).
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { isAlive } from "../../pid.ts";
import { InstallError } from "./install-error.ts";

// A lock created but not yet written is younger than this; an older empty one was cut off.
const WRITING_MS = 10_000;

function busy(key: string, by: string): InstallError {
  return new InstallError(`${key} is being installed ${by}; wait for it to finish`, "busy");
}

/** Takes the voice's install lock; answers its release. Throws InstallError when it is held. */
export async function lockInstall(voicesDir: string, key: string): Promise<() => Promise<void>> {
  const file = path.join(voicesDir, `.lock-${key}`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await fs.writeFile(file, `${process.pid} ${os.hostname()}`, { flag: "wx" });
      return () => fs.rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const text = (await fs.readFile(file, "utf8").catch(() => "")).trim();
    const [pidText = "", host = os.hostname()] = text.split(" ");
    const pid = Number(pidText);
    if (text === "") {
      const age = Date.now() - ((await fs.stat(file).catch(() => null))?.mtimeMs ?? 0);
      if (age < WRITING_MS) throw busy(key, "by another process");
    } else if (host !== os.hostname()) {
      throw busy(key, `on ${host} (pid ${pidText}; if it is not, delete ${file})`);
    } else if (pid === process.pid) {
      throw busy(key, "already");
    } else if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
      throw busy(key, `by another process (pid ${pid})`);
    }
    await fs.rm(file, { force: true });
  }
  throw busy(key, "by another process");
}
