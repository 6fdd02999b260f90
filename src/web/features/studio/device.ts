// What the studio knows about the browser: the Mobile badge, the Debug modal, and the device
// info logged with each generation (docs/product.md section 3, voice generation log).

import { studioText } from "./texts.ts";

// User-Agent Client Hints: Chromium only, so the user-agent string is the fallback.
interface UaData {
  mobile?: boolean;
  platform?: string;
}

function uaData(): UaData | undefined {
  return (navigator as Navigator & { userAgentData?: UaData }).userAgentData;
}

export function isMobileDevice(): boolean {
  const hint = uaData()?.mobile;
  if (typeof hint === "boolean" && hint) return true;
  // iPadOS reports a desktop Mac user agent; its touch points give it away.
  const ipad = /Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1;
  return ipad || /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(navigator.userAgent);
}

function platform(): string {
  return uaData()?.platform || navigator.platform || "unknown";
}

/** Sent with each generation; the server adds the user agent from the request itself. */
export function deviceInfo() {
  return {
    mobile: isMobileDevice(),
    platform: platform().slice(0, 100),
    language: (navigator.language || "unknown").slice(0, 40),
  };
}

function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.("(display-mode: standalone)").matches === true;
}

const yesNo = (value: boolean) => studioText(value ? "debugYes" : "debugNo");

/** Label and value pairs for the Debug modal: what support asks for when something fails. */
export function environmentInfo(): [string, string][] {
  const { screen } = window;
  const t = studioText;
  return [
    [t("debugUserAgent"), navigator.userAgent],
    [t("debugPlatform"), platform()],
    [t("debugMobile"), yesNo(isMobileDevice())],
    [t("debugLanguage"), navigator.languages?.join(", ") || navigator.language],
    [t("debugScreen"), `${screen.width} × ${screen.height} @ ${window.devicePixelRatio}x`],
    [t("debugViewport"), `${window.innerWidth} × ${window.innerHeight}`],
    [t("debugOnline"), yesNo(navigator.onLine)],
    [t("debugStandalone"), yesNo(isStandalone())],
    [t("debugTouchPoints"), String(navigator.maxTouchPoints ?? 0)],
    [t("debugCookies"), yesNo(navigator.cookieEnabled)],
    [t("debugTimeZone"), Intl.DateTimeFormat().resolvedOptions().timeZone],
    [t("debugPage"), window.location.href],
  ];
}
