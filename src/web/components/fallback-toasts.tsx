// Toasts drawn without sonner, for when its chunk cannot be fetched (offline): plain, small, and in
// the main bundle, so a message such as "You are offline" always has somewhere to appear.
import { X } from "lucide-react";

export interface FallbackToast {
  id: string | number;
  kind: "success" | "error" | "info" | "warning" | "message" | "loading";
  message: string;
}

const tone: Record<FallbackToast["kind"], string> = {
  error:
    "border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100",
  warning:
    "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100",
  success:
    "border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100",
  info: "border-slate-300 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100",
  message:
    "border-slate-300 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100",
  loading:
    "border-slate-300 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100",
};

export function FallbackToasts({
  toasts,
  onDismiss,
}: {
  toasts: FallbackToast[];
  onDismiss: (id: FallbackToast["id"]) => void;
}) {
  return (
    <section
      aria-label="Notifications"
      className="fixed top-4 right-4 left-4 z-50 flex flex-col items-end gap-2 sm:left-auto sm:w-96"
    >
      {toasts.map((t) => (
        <div
          key={t.id}
          // An error interrupts like sonner's; the rest wait their turn.
          role={t.kind === "error" ? "alert" : "status"}
          className={`flex w-full items-start gap-3 rounded-lg border px-4 py-3 text-sm shadow-lg ${tone[t.kind]}`}
        >
          <p className="flex-1">{t.message}</p>
          <button
            type="button"
            aria-label="Close notification"
            onClick={() => onDismiss(t.id)}
            className="-m-1 rounded p-1 hover:bg-black/5 dark:hover:bg-white/10"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      ))}
    </section>
  );
}
