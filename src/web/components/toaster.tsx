// Toasts without sonner in the first download: the library (about 9 kB gzip) is fetched with
// the first toast, so the landing page, which shows none, never loads it (the landing page's JavaScript budget, scripts/audit-web.ts).
// Use `toast` from here instead of from "sonner", and render <Toaster> once in the layout.
// Sonner replays toasts created before its Toaster subscribed, so none is lost while it loads.
import { lazy, Suspense, useSyncExternalStore } from "react";
import type { ExternalToast, ToasterProps } from "sonner";

type Sonner = typeof import("sonner");
type Kind = "success" | "error" | "info" | "warning" | "message" | "loading";
type Id = string | number;

let loading: Promise<Sonner> | null = null;
const listeners = new Set<() => void>();

function load(): Promise<Sonner> {
  if (!loading) {
    loading = import("sonner");
    for (const listener of listeners) listener();
  }
  return loading;
}

let counter = 0;
function show(kind: Kind, message: string, options?: ExternalToast): Id {
  // An id now, so a caller can update or dismiss a toast that is still on its way.
  const id = options?.id ?? `toast-${++counter}`;
  void load().then(({ toast }) => toast[kind](message, { ...options, id }));
  return id;
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
  info: (message: string, options?: ExternalToast) => show("info", message, options),
  warning: (message: string, options?: ExternalToast) => show("warning", message, options),
  message: (message: string, options?: ExternalToast) => show("message", message, options),
  loading: (message: string, options?: ExternalToast) => show("loading", message, options),
  /** Nothing to dismiss before the first toast; after it, queued behind the toasts before it. */
  dismiss: (id?: Id) => {
    void loading?.then(({ toast }) => toast.dismiss(id));
  },
};

const SonnerToaster = lazy(() => load().then((m) => ({ default: m.Toaster })));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The toast area; renders nothing (and loads nothing) until the first toast. */
export function Toaster(props: ToasterProps) {
  const wanted = useSyncExternalStore(
    subscribe,
    () => loading !== null,
    () => false,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
    </Suspense>
  );
}
