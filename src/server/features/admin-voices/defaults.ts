// The default neural voices (NEURAL_DEFAULT_VOICES): installed in the background once the server
// serves, one at a time, through the same install jobs as the admin's (download, checksum, test
// load in a child process, install lock). Failures are retried with a growing delay, up to hourly,
// while eSpeak keeps answering; instances sharing VOICES_DIR download each voice once
// (docs/operations.md, Voices).
import type { DefaultVoiceState, DefaultVoicesStatus } from "../../../domain/admin-voices.ts";
import type { InstallProgress } from "../../speech/neural/install.ts";
import type { createInstalls } from "./installs.ts";

const MINUTE = 60_000;
/** The delay before retry n (1-based): 1, 2, 4 … minutes, at most an hour. */
export const backoffMs = (attempt: number) => Math.min(2 ** (attempt - 1) * MINUTE, 60 * MINUTE);
// Another instance holds the voice's install: look again soon, without counting an attempt.
const WAIT_MS = 15_000;

export interface DefaultVoicesDeps {
  keys: readonly string[];
  installs: Pick<ReturnType<typeof createInstalls>, "start">;
  /** The neural voices installed now (VOICES_DIR, read afresh). */
  installedKeys(): Promise<Set<string>>;
  logger: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
  };
  now(): Date;
  backoff?: (attempt: number) => number;
  waitMs?: number;
}

interface Entry {
  state: DefaultVoiceState;
  error: string | null;
  progress: InstallProgress | null;
  /** When the state was set (performance.now()). */
  since: number;
}

export function createDefaultVoices(deps: DefaultVoicesDeps) {
  const backoff = deps.backoff ?? backoffMs;
  const entries = new Map<string, Entry>(
    deps.keys.map((key) => [
      key,
      { state: "waiting", error: null, progress: null, since: performance.now() },
    ]),
  );
  let attempt = 0;
  let nextTryAt: Date | null = null;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  let started = false;

  const set = (key: string, entry: Partial<Entry>) =>
    entries.set(key, {
      state: "waiting",
      error: null,
      progress: null,
      since: performance.now(),
      ...entry,
    });

  function schedule(ms: number) {
    if (stopped) return;
    nextTryAt = new Date(deps.now().getTime() + ms);
    timer = setTimeout(() => void run(), ms);
    timer.unref();
  }

  // Each voice in turn; true when another instance holds one (look again soon).
  async function installMissing(): Promise<{ failed: string[]; elsewhere: boolean }> {
    const installed = await deps.installedKeys();
    const failed: string[] = [];
    let elsewhere = false;
    for (const key of deps.keys) {
      if (stopped) break;
      if (installed.has(key)) {
        set(key, { state: "installed" });
        continue;
      }
      if (entries.get(key)?.state === "refused") continue;
      set(key, { state: "installing" });
      const started = await deps.installs.start(key, {
        commercialOnly: true,
        quiet: true,
        onProgress: (progress) => set(key, { state: "installing", progress }),
      });
      const outcome = started ? await started.finished : null;
      if (!outcome || (!outcome.ok && outcome.reason === "busy")) {
        elsewhere = true;
        set(key, { state: "waiting" });
      } else if (outcome.ok || outcome.reason === "installed") {
        set(key, { state: "installed" });
      } else {
        set(key, {
          state: outcome.reason === "refused" ? "refused" : "failed",
          error: outcome.error,
        });
        if (outcome.reason !== "refused") failed.push(`${key}: ${outcome.error}`);
      }
    }
    return { failed, elsewhere };
  }

  async function round(): Promise<void> {
    nextTryAt = null;
    try {
      const { failed, elsewhere } = await installMissing();
      if (failed.length > 0) {
        attempt += 1;
        schedule(backoff(attempt));
        deps.logger.warn(
          { attempt, failed, nextTryAt },
          "default neural voices not installed yet: eSpeak answers meanwhile",
        );
      } else if (elsewhere) {
        schedule(deps.waitMs ?? WAIT_MS);
      } else {
        if (attempt > 0 || deps.keys.length > 0)
          deps.logger.info({ voices: deps.keys }, "default neural voices installed");
        attempt = 0;
      }
    } catch (err) {
      // The voices folder or the database could not be read: the same backoff as a failure.
      attempt += 1;
      schedule(backoff(attempt));
      deps.logger.warn({ err, attempt, nextTryAt }, "default neural voices not checked");
    }
  }

  function run(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    running ??= round().finally(() => {
      running = null;
    });
    return running;
  }

  function status(): DefaultVoicesStatus {
    const voices = [...entries].map(([key, e]) => ({
      key,
      state: e.state,
      error: e.error,
      receivedBytes: e.progress?.receivedBytes ?? 0,
      totalBytes: e.progress?.totalBytes ?? null,
    }));
    const wanted = voices.filter((v) => v.state !== "refused");
    const done = wanted.reduce((sum, v) => {
      if (v.state === "installed") return sum + 1;
      if (v.state === "installing" && v.totalBytes) return sum + v.receivedBytes / v.totalBytes;
      return sum;
    }, 0);
    return {
      voices,
      coming: started && (running !== null || wanted.some((v) => v.state === "waiting")),
      percent: wanted.length === 0 ? 100 : Math.floor((done / wanted.length) * 100),
      attempt,
      nextTryAt: nextTryAt?.toISOString() ?? null,
    };
  }

  /**
   * What VOICES_DIR held when the admin's list read it (`readAt`, performance.now()): a default
   * voice whose folder was deleted while the server runs is reported, once, until it is installed
   * again. One installed after that read is not yet in it.
   */
  function notice(installed: ReadonlySet<string>, readAt: number) {
    for (const [key, entry] of entries) {
      if (entry.state !== "installed" || entry.since > readAt || installed.has(key)) continue;
      const error = `its folder is gone from the voices folder: Try again installs it anew`;
      set(key, { state: "failed", error });
      deps.logger.warn({ voice: key }, "a default neural voice was removed from VOICES_DIR");
    }
  }

  return {
    notice,
    /** Begins in the background; the server serves meanwhile. */
    start() {
      started = true;
      void run();
    },
    /** The admin's "Try again": a round now, unless one is running. */
    retry: run,
    status,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}

export type DefaultVoices = ReturnType<typeof createDefaultVoices>;
