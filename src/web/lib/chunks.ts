// Lazily loaded code (route pages, admin tabs, parts of pages, the toast library) and a network
// that may be gone. Offline, a chunk that cannot be fetched is a wait, not an error: the page stays
// as it is and the chunk loads once the browser is back online. Online, it is a chunk gone after
// a deploy.
import { type ComponentType, lazy } from "react";

/** The browser could not fetch or run a dynamically imported module (Chromium, Firefox, Safari). */
export function isChunkError(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script|error loading dynamically/i.test(
      error.message,
    )
  );
}

// Chromium keeps a failed dynamic import failed for the rest of the document: once a chunk failed
// offline, a later failure of it online is that memory, not a new deployment.
let failedOffline = false;

/** Some chunk failed to load offline earlier in this page's life. */
export function hadOfflineFailure(): boolean {
  return failedOffline;
}

/** Notes a chunk that failed while offline (the toaster's, or one of `importWhenOnline`). */
export function noteOfflineFailure(): void {
  failedOffline = true;
}

export function isOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

function backOnline(): Promise<void> {
  return new Promise((resolve) =>
    window.addEventListener("online", () => resolve(), { once: true }),
  );
}

/**
 * `load()`, retried each time the browser comes back online for as long as it fails offline.
 * A failure while online is passed on (the route's error page then offers a reload).
 * `onOffline` runs once per failed attempt, to say why nothing happens yet.
 */
export async function importWhenOnline<T>(
  load: () => Promise<T>,
  onOffline?: () => void,
): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (!isOffline()) throw error;
      noteOfflineFailure();
      onOffline?.();
      await backOnline();
    }
  }
}

/**
 * A component whose code is fetched when it first renders (`lazy`), through `importWhenOnline`:
 * offline, it stays in its Suspense fallback until the chunk can be fetched, where a plain
 * `lazy` would throw to the error boundary and replace the whole page with the offline notice.
 */
export function lazyWhenOnline<P extends object>(
  load: () => Promise<ComponentType<P>>,
  onOffline?: () => void,
) {
  return lazy(() =>
    importWhenOnline(load, onOffline).then((component) => ({ default: component })),
  );
}
