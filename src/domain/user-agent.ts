// A session's browser and system in a person's words ("Chrome on Android") from its User-Agent
// header: the few browsers and systems people use, in the order their headers must be read
// (Edge and Opera also say "Chrome", Chrome also says "Safari", Android also says "Linux").

const BROWSERS: readonly [string, RegExp][] = [
  ["Edge", /\bEdg(e|A|iOS)?\//],
  ["Opera", /\b(OPR|Opera)\//],
  ["Samsung Internet", /\bSamsungBrowser\//],
  ["Firefox", /\b(Firefox|FxiOS)\//],
  ["Chrome", /\b(Chrome|CriOS)\//],
  ["Safari", /\bVersion\/[\d.]+.*\bSafari\//],
];

const SYSTEMS: readonly [string, RegExp][] = [
  ["Android", /\bAndroid\b/],
  ["iPhone", /\biPhone\b/],
  ["iPad", /\biPad\b/],
  ["Windows", /\bWindows\b/],
  ["ChromeOS", /\bCrOS\b/],
  ["macOS", /\bMac OS X\b/],
  ["Linux", /\bLinux\b/],
];

const first = (list: readonly [string, RegExp][], ua: string) =>
  list.find(([, pattern]) => pattern.test(ua))?.[0] ?? null;

/** The browser and the system a User-Agent names; either is null when it names none we know. */
export function describeUserAgent(ua: string | null | undefined): {
  browser: string | null;
  system: string | null;
} {
  if (!ua) return { browser: null, system: null };
  return { browser: first(BROWSERS, ua), system: first(SYSTEMS, ua) };
}
