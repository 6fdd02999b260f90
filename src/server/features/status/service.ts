// The public status page's live health: the database and each configured speech engine. The
// speech module is read through a tiny structural interface, so the checks are tested with fakes.
import { utcOffsetMinutes } from "../../../domain/calendar.ts";

export type ComponentState = "up" | "down" | "unknown";

export interface ComponentStatus {
  id: string;
  name: string;
  state: ComponentState;
  /** Milliseconds the check took; null when nothing was checked. */
  ms: number | null;
}

export interface StatusReport {
  /** ISO time of the check the report describes (it may be a few seconds old: see TTL_MS). */
  checkedAt: string;
  /**
   * The operator's UTC offset at checkedAt (settings.timezone), null when the settings could not
   * be read: the page writes the time from it, without the browser's time-zone data
   * (docs/performance.md, "Intl on first paint").
   */
  utcOffsetMinutes: number | null;
  overall: "operational" | "degraded" | "down";
  components: ComponentStatus[];
}

/** What this feature needs from the speech module: its per-engine status, keyed by engine id. */
export interface SpeechHealth {
  status(): Promise<Partial<Record<string, { ok: boolean; detail?: string }>>>;
}

export interface StatusSources {
  ping(): Promise<void>;
  speech: SpeechHealth;
  now(): Date;
  /** The operator's time zone (settings.timezone). */
  timeZone(): Promise<string>;
  warn(obj: object, msg: string): void;
  /** Tests shorten it; CHECK_TIMEOUT_MS otherwise. */
  timeoutMs?: number;
}

// English, for API scripts: the status page says each in the reader's language by its id
// (src/web/features/status/status-page.tsx), so a new id wants its text in the catalogue too.
const ENGINE_NAMES: Record<string, string> = {
  embedded: "Built-in voices (eSpeak NG)",
  elevenlabs: "ElevenLabs voices",
  openai: "OpenAI-compatible voices",
  neural: "Neural voices (Piper)",
};
const engineName = (id: string) => ENGINE_NAMES[id] ?? id;

// A hung dependency must not hang the status page: each check gets this long, then counts as down.
export const CHECK_TIMEOUT_MS = 5_000;
// The page is public and an engine's check may call a paid provider: one check serves every
// visitor for this long, so refreshing (or a crawler) cannot turn it into a provider load test.
export const TTL_MS = 10_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function timed<T>(
  sources: StatusSources,
  work: () => Promise<T>,
): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await withTimeout(work(), sources.timeoutMs ?? CHECK_TIMEOUT_MS);
  return { ms: Math.round(performance.now() - start), value };
}

async function checkDatabase(sources: StatusSources): Promise<ComponentStatus> {
  const base = { id: "database", name: "Database" };
  try {
    const { ms } = await timed(sources, () => sources.ping());
    return { ...base, state: "up", ms };
  } catch (err) {
    sources.warn({ err }, "status: database check failed");
    return { ...base, state: "down", ms: null };
  }
}

// Engine details stay in the log, never on the public page: they can name an internal host
// or quote a provider's error about the operator's key.
async function checkEngines(sources: StatusSources): Promise<ComponentStatus[]> {
  const { speech } = sources;
  try {
    const { ms, value } = await timed(sources, () => speech.status());
    return Object.entries(value).map(([id, s]) => {
      if (s && !s.ok) sources.warn({ engine: id, detail: s.detail }, "status: engine down");
      return { id, name: engineName(id), state: s?.ok ? "up" : "down", ms };
    });
  } catch (err) {
    sources.warn({ err }, "status: speech check failed");
    return [{ id: "speech", name: "Speech engines", state: "down", ms: null }];
  }
}

export function overallOf(components: ComponentStatus[]): StatusReport["overall"] {
  if (components.some((c) => c.id === "database" && c.state === "down")) return "down";
  return components.some((c) => c.state === "down") ? "degraded" : "operational";
}

export async function checkStatus(sources: StatusSources): Promise<StatusReport> {
  const now = sources.now();
  const [database, engines, offset] = await Promise.all([
    checkDatabase(sources),
    checkEngines(sources),
    offsetAt(sources, now),
  ]);
  const components = [database, ...engines];
  return {
    checkedAt: now.toISOString(),
    utcOffsetMinutes: offset,
    overall: overallOf(components),
    components,
  };
}

// The settings live in the database: when it is down, the page falls back to the zone's name.
async function offsetAt(sources: StatusSources, at: Date): Promise<number | null> {
  try {
    const { value } = await timed(sources, () => sources.timeZone());
    return utcOffsetMinutes(at, value);
  } catch (err) {
    sources.warn({ err }, "status: the time zone could not be read");
    return null;
  }
}

/** One check at a time, reused for TTL_MS; concurrent callers share the one in flight. */
export function createStatusService(ttlMs = TTL_MS) {
  let cached: { at: number; report: Promise<StatusReport> } | null = null;
  return {
    report(sources: StatusSources): Promise<StatusReport> {
      const at = sources.now().getTime();
      if (cached && at - cached.at < ttlMs) return cached.report;
      const report = checkStatus(sources);
      cached = { at, report };
      return report;
    },
  };
}

export type StatusService = ReturnType<typeof createStatusService>;
