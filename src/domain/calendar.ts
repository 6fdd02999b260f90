// Calendar arithmetic in the operator's time zone (settings.timezone): "this month", the admin
// chart's days and a discount's last day start at local midnight, not at UTC's. Intl knows the
// zones' rules, so no date library is needed; this is the one place that does the arithmetic.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function localParts(at: Date, timeZone: string): LocalParts {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(at)) {
    if (p.type !== "literal") parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

function offsetMs(at: number, timeZone: string): number {
  const p = localParts(new Date(at), timeZone);
  const local = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return local - Math.floor(at / 1000) * 1000;
}

/** The zone's offset from UTC at `at`, in minutes (300 in Karachi, -240 in New York in summer). */
export function utcOffsetMinutes(at: Date, timeZone: string): number {
  return Math.round(offsetMs(at.getTime(), timeZone) / 60_000);
}

/** The instant a local calendar day begins; month and day may overflow as in Date.UTC. */
export function startOfLocalDay(year: number, month: number, day: number, timeZone: string): Date {
  const guess = Date.UTC(year, month - 1, day);
  // Twice, because the offset at the guess may differ from the offset at the answer (DST).
  const first = guess - offsetMs(guess, timeZone);
  return new Date(guess - offsetMs(first, timeZone));
}

/** YYYY-MM-DD of the local calendar day `at` falls on. */
export function localDate(at: Date, timeZone: string): string {
  const p = localParts(at, timeZone);
  return new Date(Date.UTC(p.year, p.month - 1, p.day)).toISOString().slice(0, 10);
}

/** [start, end) of the local calendar month `at` falls in. */
export function monthBounds(at: Date, timeZone: string): { start: Date; end: Date } {
  const p = localParts(at, timeZone);
  return {
    start: startOfLocalDay(p.year, p.month, 1, timeZone),
    end: startOfLocalDay(p.year, p.month + 1, 1, timeZone),
  };
}

/** The last `n` local days up to and including today's: their dates and n + 1 boundaries. */
export function lastLocalDays(
  at: Date,
  timeZone: string,
  n: number,
): { dates: string[]; bounds: Date[] } {
  const p = localParts(at, timeZone);
  const dates: string[] = [];
  const bounds: Date[] = [];
  for (let k = n - 1; k >= -1; k -= 1) {
    bounds.push(startOfLocalDay(p.year, p.month, p.day - k, timeZone));
    if (k >= 0)
      dates.push(new Date(Date.UTC(p.year, p.month - 1, p.day - k)).toISOString().slice(0, 10));
  }
  return { dates, bounds };
}

/**
 * When a discount entered as a calendar day ends: the start of the next day in `timeZone`.
 * An instant with an offset is taken as it is.
 */
export function endOfLocalDay(value: string, timeZone: string): Date {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!day) return new Date(value);
  const [, y, m, d] = day.map(Number);
  return startOfLocalDay(y ?? 0, m ?? 1, (d ?? 1) + 1, timeZone);
}
