// Until a freshly spawned server answers `url` with a 2xx (120 s at most: on a shared machine
// under load the server's start alone has taken over a minute).
import { setTimeout as sleep } from "node:timers/promises";

export async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not come up`);
}
