// Until a freshly spawned server answers `url` with a 2xx (30 s at most).
import { setTimeout as sleep } from "node:timers/promises";

export async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not come up`);
}
