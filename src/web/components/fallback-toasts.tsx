// Toasts drawn without sonner, for when its chunk cannot be fetched (offline): plain, small, and in
// the main bundle, so a message such as "You are offline" always has somewhere to appear.
import { useTexts } from "../lib/i18n.ts";
import { CloseIcon } from "./ui/shell-icons.tsx";
import { uiText } from "./ui/texts.ts";

export interface FallbackToast {
  id: string | number;
  kind: "success" | "error" | "info" | "warning" | "message" | "loading";
  message: string;
}

// Two looks only: an error in red, the rest plain. Each extra class string here is paid for by
// every page's first download.
const tone = (kind: FallbackToast["kind"]) =>
  kind === "error"
    ? "border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    : "border-slate-300 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100";

export function FallbackToasts({
  toasts,
  onDismiss,
}: {
  toasts: FallbackToast[];
  onDismiss: (id: FallbackToast["id"]) => void;
}) {
  const text = useTexts(uiText);
  return (
    <section
      aria-label={text("toastsRegion")}
      className="fixed top-4 end-4 start-4 z-50 flex flex-col items-end gap-2 sm:start-auto sm:w-96"
    >
      {toasts.map((t) => (
        <div
          key={t.id}
          // An error interrupts like sonner's; the rest wait their turn.
          role={t.kind === "error" ? "alert" : "status"}
          className={`flex w-full items-start gap-3 rounded-lg border px-4 py-3 text-sm shadow-lg ${tone(t.kind)}`}
        >
          <p className="flex-1">{t.message}</p>
          <button
            type="button"
            aria-label={text("toastClose")}
            onClick={() => onDismiss(t.id)}
            // 44 x 44 px to a thumb; the negative margin keeps the message's line where it was.
            className="-m-3 inline-flex size-11 shrink-0 items-center justify-center rounded hover:bg-black/5 dark:hover:bg-white/10"
          >
            <CloseIcon className="size-4" aria-hidden="true" />
          </button>
        </div>
      ))}
    </section>
  );
}
