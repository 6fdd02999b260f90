// The moment a page the server rendered may hydrate: once src/web/theme-init.js has asked for what
// only hydrating needs and removed the template that held it (src/server/http/spa.ts,
// withLatePreloads), so the router's imports do not share a slow link with the page's paint.
import { LATE_PRELOADS_ID } from "../../domain/public-pages.ts";

/**
 * Resolves once the template is gone (at once without one), or after `patience` ms whatever
 * happens: a page whose inline script did not run (a proxy that rewrote it, an extension) still
 * hydrates, its router asking for the chunks itself.
 */
export function painted(patience = 5000): Promise<void> {
  const late = document.getElementById(LATE_PRELOADS_ID);
  const parent = late?.parentNode;
  if (!late || !parent) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (!late.isConnected) done();
    });
    const timer = setTimeout(done, patience);
    observer.observe(parent, { childList: true });
  });
}
