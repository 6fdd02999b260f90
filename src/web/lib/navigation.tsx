// The app's routing, on wouter (docs/decisions/011-router-wouter.md). Components import their
// links, redirects and location hooks from here, never from wouter itself: the location they read
// is the one on screen, which follows the browser's in a deferred render (AddressRouter below).
import { createContext, type ReactNode, useContext, useDeferredValue, useMemo } from "react";
import { Link, Router, useLocation, useRoute } from "wouter";
import {
  navigate as browserNavigate,
  useBrowserLocation,
  useSearch as useBrowserSearch,
  useHistoryState,
  useLocationProperty,
} from "wouter/use-browser-location";

export { Link, Redirect, Route, Switch, useLocation, useSearchParams } from "wouter";

/** Where the reader is: the path, the search (with its "?"), the hash and the history state. */
export type Address = { path: string; search: string; hash: string; state: unknown };
export type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

/** Where addresses come from: the browser's, or a test's memory. */
export type AddressSource = { useAddress: () => Address; navigate: Navigate };

const currentHash = () => location.hash;
const noHash = () => "";
const here = () => location.pathname + location.search + location.hash;

const browserAddress: AddressSource = {
  useAddress: () => ({
    path: useBrowserLocation()[0],
    search: useBrowserSearch(),
    // A browser never sends the hash: the server renders without it, and so does hydration.
    hash: useLocationProperty(currentHash, noHash),
    state: useHistoryState(),
  }),
  // A link to the page on screen adds no history entry: Back leaves the page, as it did before.
  navigate: (to, options) =>
    browserNavigate(to, { ...options, replace: options?.replace ?? to === here() }),
};

const Shown = createContext<{ address: Address; navigate: Navigate }>({
  address: { path: "/", search: "", hash: "", state: null },
  navigate: browserNavigate,
});

// Stable functions reading the context, so wouter's router object never changes.
const useShownLocation = Object.assign(
  (): [string, Navigate] => {
    const shown = useContext(Shown);
    return [shown.address.path, shown.navigate];
  },
  { searchHook: () => useContext(Shown).address.search },
);

/**
 * Routes below see the address in a deferred render: while the next page's chunk (and the data it
 * paints first, app/router.tsx) is still loading, or cannot load yet offline (lib/chunks.ts),
 * React keeps the old page on screen instead of the Suspense fallback, as in a transition.
 * wouter's own location hook is a synchronous external store, whose updates React cannot defer.
 */
export function AddressRouter({
  source = browserAddress,
  children,
}: {
  source?: AddressSource;
  children: ReactNode;
}) {
  const { path, search, hash, state } = source.useAddress();
  const address = useMemo(() => ({ path, search, hash, state }), [path, search, hash, state]);
  const shown = useDeferredValue(address);
  const value = useMemo(
    () => ({ address: shown, navigate: source.navigate }),
    [shown, source.navigate],
  );
  return (
    <Shown.Provider value={value}>
      <Router hook={useShownLocation}>{children}</Router>
    </Shown.Provider>
  );
}

/** The navigate function of `useLocation`, alone. */
export function useNavigate(): Navigate {
  return useLocation()[1];
}

/**
 * The address on screen as the browser has it: the path and search undecoded, the hash, and the
 * state it was reached with (`navigate(to, { state })`).
 */
export function useAddress(): Address {
  return useContext(Shown).address;
}

/** A link that says when it leads to the page on screen: `aria-current="page"` and its class. */
export function NavLink({
  to,
  className,
  children,
}: {
  to: string;
  className: (active: boolean) => string;
  children: ReactNode;
}) {
  const [active] = useRoute(to);
  return (
    <Link to={to} className={className(active)} aria-current={active ? "page" : undefined}>
      {children}
    </Link>
  );
}
