import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's render and while React hydrates it, true from then on (and from the first
 * render of a page the browser renders itself). A page the server rendered shows before its
 * scripts run (docs/decisions/014-react-ssr.md): what needs them waits for this.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
