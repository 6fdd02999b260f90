// Profile versions on PostgreSQL, where other instances write too: a trigger on `profiles`
// (drizzle/0010_profile-notify.sql) sends the user's id on PROFILE_CHANNEL at every change, and
// this process LISTENs on a connection of its own. Exact, not time-bound: before a version is
// given, one round trip on that connection proves every notification committed before the call
// has arrived (PostgreSQL sends pending notifications ahead of the answer), so a request that
// starts after any instance's write sees that write. The round trip also shows the connection is
// alive; while it is down, nothing is cached (docs/architecture.md, "A request").
import pg from "pg";
import type { ProfileVersions } from "./profile-versions.ts";

export const PROFILE_CHANNEL = "awaaz_profiles";
/** How the listening connection names itself in pg_stat_activity. */
export const LISTENER_APP_NAME = "awaaz-profile-listener";

// Users with a version of their own; the others share `floor`. Enough for every user active
// between two changes; when it overflows, the oldest leaves and raises `floor` to its version.
const TRACKED_LIMIT = 10_000;

export interface ProfileListenerOptions {
  /** Wait before connecting again after the connection is lost. */
  retryMs?: number;
  /** A round trip that takes longer than this counts as a lost connection. */
  syncTimeoutMs?: number;
}

export interface ProfileListener extends ProfileVersions {
  /** Whether changes are being followed now (the cache is on). */
  following(): boolean;
  close(): Promise<void>;
}

/** Connects on the first `version()` call, so scripts that never read a profile never listen. */
export function listenForProfiles(
  url: string,
  { retryMs = 500, syncTimeoutMs = 2_000 }: ProfileListenerOptions = {},
): ProfileListener {
  let client: pg.Client | null = null;
  let ready = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  // Versions only grow: a user's is the epoch of the last change seen for them.
  let epoch = 0;
  let floor = 0;
  const changed = new Map<string, number>();

  function forgetAll() {
    floor = ++epoch;
    changed.clear();
  }

  function noteChange(userId: string) {
    // An empty payload (TRUNCATE) concerns everyone.
    if (userId === "") return forgetAll();
    changed.delete(userId);
    changed.set(userId, ++epoch);
    if (changed.size > TRACKED_LIMIT) {
      const [oldest] = changed;
      if (oldest) {
        changed.delete(oldest[0]);
        floor = Math.max(floor, oldest[1]);
      }
    }
  }

  function drop(lost: pg.Client) {
    // A round on this connection will never be answered now.
    if (inFlight?.on === lost) inFlight.end(false);
    if (client !== lost) return;
    client = null;
    ready = false;
    // Notifications sent while nobody listens are lost: nothing remembered may be served again.
    forgetAll();
    lost.end().catch(() => {});
    if (!closed) retry = setTimeout(connect, retryMs).unref();
  }

  async function connect() {
    retry = undefined;
    const next = new pg.Client({
      connectionString: url,
      application_name: LISTENER_APP_NAME,
      keepAlive: true,
    });
    client = next;
    next.on("notification", (message) => {
      if (client === next && message.channel === PROFILE_CHANNEL) noteChange(message.payload ?? "");
    });
    next.on("error", () => drop(next));
    next.on("end", () => drop(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${PROFILE_CHANNEL}`);
    } catch {
      return drop(next);
    }
    if (client !== next) return;
    // Changes made before LISTEN were never heard: start from a version no cached row holds.
    forgetAll();
    ready = true;
  }

  // A caller needs a round trip sent after it asked: one already sent may have been answered
  // before a change the caller knows of. So callers join the round not yet sent, which goes out
  // once the one on the wire is answered, and not before this turn of the event loop is over:
  // every request that arrived with this one then shares it.
  let onWire: Promise<boolean> | null = null;
  let next: Promise<boolean> | null = null;
  // The round on the wire; a watchdog ends it if the connection hangs (no error ever comes).
  let inFlight: { on: pg.Client; since: number; end: (ok: boolean) => void } | null = null;

  function round(): Promise<boolean> {
    const on = client;
    if (!on || !ready) return Promise.resolve(false);
    const { promise, resolve } = Promise.withResolvers<boolean>();
    const mine = { on, since: performance.now(), end: resolve };
    inFlight = mine;
    on.query(";").then(
      () => resolve(true),
      () => {
        drop(on);
        resolve(false);
      },
    );
    const current = promise.then((ok) => {
      if (inFlight === mine) inFlight = null;
      if (onWire === current) onWire = null;
      return ok;
    });
    return current;
  }

  const watchdog = setInterval(() => {
    const stuck = inFlight;
    if (stuck && performance.now() - stuck.since > syncTimeoutMs) {
      drop(stuck.on);
      stuck.end(false);
    }
  }, syncTimeoutMs / 4).unref();

  function settle(): Promise<boolean> {
    if (next) return next;
    const prior = onWire;
    const mine = new Promise<void>((go) => setImmediate(go))
      .then(() => prior)
      .then(() => {
        // Sent now: whoever asks from here on needs the round after this one.
        next = null;
        onWire = round();
        return onWire;
      });
    next = mine;
    return mine;
  }

  function version(userId: string): number | null | Promise<number | null> {
    if (closed) return null;
    if (!client && !retry) void connect();
    if (!ready) return null;
    return settle().then((ok) => (ok && ready ? (changed.get(userId) ?? floor) : null));
  }

  return {
    version,
    following: () => ready,
    close: async () => {
      closed = true;
      ready = false;
      clearTimeout(retry);
      clearInterval(watchdog);
      inFlight?.end(false);
      const last = client;
      client = null;
      await last?.end().catch(() => {});
    },
  };
}
