// Toasts without sonner in the first download: the library (about 9 kB gzip) is fetched with
// the first toast, so the landing page, which shows none, never loads it (the landing page's JavaScript budget, scripts/audit-web.ts).
// Use `toast` from here instead of from "sonner", and render <Toaster> once in the layout.
// Sonner replays toasts created before its Toaster subscribed, so none is lost while it loads.
// When it cannot be fetched (a phone offline before its first toast), the toast is shown by the
// small list below instead, the page stays as it is, and the next toast tries sonner again
// (Chromium remembers the failed import for the rest of the page's life: the list stays in use).
import { useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import type { ExternalToast, ToasterProps } from "sonner";
import { isOffline, noteOfflineFailure } from "../lib/chunks.ts";
import { type FallbackToast, FallbackToasts } from "./fallback-toasts.tsx";
import { modalListeners, openModals } from "./ui/top-modal.ts";

type Sonner = typeof import("sonner");
type Kind = FallbackToast["kind"];
type Id = string | number;

let sonner: Sonner | null = null;
let loading: Promise<Sonner> | null = null;
let fallbacks: FallbackToast[] = [];
let version = 0;
const listeners = new Set<() => void>();
const timers = new Map<Id, ReturnType<typeof setTimeout>>();
const FALLBACK_MS = 6000;

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

function load(): Promise<Sonner> {
  loading ??= import("sonner").then(
    (module) => {
      sonner = module;
      changed();
      return module;
    },
    (error: unknown) => {
      if (isOffline()) noteOfflineFailure();
      loading = null;
      throw error;
    },
  );
  return loading;
}

function removeFallback(id?: Id) {
  const before = fallbacks.length;
  fallbacks = id === undefined ? [] : fallbacks.filter((t) => t.id !== id);
  for (const [key, timer] of timers) {
    if (id === undefined || key === id) clearTimeout(timer);
  }
  if (fallbacks.length !== before) changed();
}

function showFallback(id: Id, kind: Kind, message: string) {
  const entry = { id, kind, message };
  const at = fallbacks.findIndex((t) => t.id === id);
  fallbacks = at === -1 ? [...fallbacks, entry] : fallbacks.map((t) => (t.id === id ? entry : t));
  clearTimeout(timers.get(id));
  // A loading toast stays until its outcome replaces it, as sonner's does.
  if (kind !== "loading")
    timers.set(
      id,
      setTimeout(() => removeFallback(id), FALLBACK_MS),
    );
  changed();
}

let counter = 0;
function show(kind: Kind, message: string, options?: ExternalToast): Id {
  // An id now, so a caller can update or dismiss a toast that is still on its way.
  const id = options?.id ?? `toast-${++counter}`;
  const viaSonner = ({ toast }: Sonner) => {
    removeFallback(id);
    toast[kind](message, { ...options, id });
  };
  if (sonner) viaSonner(sonner);
  else load().then(viaSonner, () => showFallback(id, kind, message));
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
    removeFallback(id);
    void loading?.then(({ toast }) => toast.dismiss(id)).catch(() => {});
  },
};

// Over an open modal the toasts show inside it (ui/top-modal.ts).
modalListeners.add(changed);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The toast area; renders nothing (and loads nothing) until the first toast. */
export function Toaster(props: ToasterProps) {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );
  const Sonner = sonner?.Toaster;
  const area = (
    <>
      {Sonner && <Sonner {...props} />}
      {fallbacks.length > 0 && <FallbackToasts toasts={fallbacks} onDismiss={removeFallback} />}
    </>
  );
  const modal = openModals.at(-1);
  return modal ? createPortal(area, modal) : area;
}
