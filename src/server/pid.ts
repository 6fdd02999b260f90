// Lock files and half-done folders carry the pid of the process that made them: it being gone
// is what makes them stale.

/** Whether a process with this pid runs (EPERM: it does, under another user). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
