// The app's one modal dialog: a native <dialog> opened with showModal(), so the browser keeps focus
// inside (the page behind turns inert), turns Escape into a `cancel` event, draws the ::backdrop
// and, on close(), gives focus back to whatever opened it. It is named by its title.
import { X } from "lucide-react";
import { type ReactNode, type RefObject, useId, useLayoutEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { useTexts } from "../../lib/i18n.ts";
import { useLanguageScope } from "../language-scope.tsx";
import { uiText } from "./texts.ts";
import { modalListeners, openModals } from "./top-modal.ts";

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Buttons under the body (for example Submit and Cancel). */
  footer?: ReactNode;
  /** What gets focus on open; else the body's first field or button, the footer's, Close. */
  initialFocus?: RefObject<HTMLElement | null>;
  size?: "sm" | "md" | "lg";
  /** A click on the backdrop closes, unless turned off (say, for a half-filled form). */
  closeOnBackdrop?: boolean;
  closeLabel?: string;
}

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "audio[controls]",
  "[contenteditable]:not([contenteditable='false'])",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

const firstFocusable = (...roots: (HTMLElement | null)[]) =>
  roots
    .flatMap((root) => [...(root?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])])
    .find((el) => !el.closest("[hidden],[inert]"));

const tell = () => {
  for (const listener of modalListeners) listener();
};

const widths = { sm: "max-w-sm", md: "max-w-lg", lg: "max-w-2xl" };

export function Modal(props: ModalProps) {
  return props.open ? <OpenModal {...props} /> : null;
}

function OpenModal({
  onClose,
  title,
  description,
  children,
  footer,
  initialFocus,
  size = "md",
  closeOnBackdrop = true,
  closeLabel,
}: ModalProps) {
  const t = useTexts(uiText);
  const scope = useLanguageScope();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const foot = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: opened once per mount
  useLayoutEffect(() => {
    const el = dialog.current;
    if (!el) return;
    el.showModal();
    // The browser focuses the first control, which is Close; the work starts in the body. Without
    // scrolling to it: a panel taller than the screen opens at its top, title and Close in view.
    (initialFocus?.current ?? firstFocusable(body.current, foot.current))?.focus({
      preventScroll: true,
    });
    openModals.push(el);
    tell();
    return () => {
      openModals.splice(openModals.indexOf(el), 1);
      tell();
      // Closed before React removes it: only close() gives focus back to the opener.
      el.close();
    };
  }, []);

  return createPortal(
    // The dialog fills the screen and the panel sits in it, so a click on the dialog itself is a
    // click beside the panel. Escape is the keyboard's way out; this is a mouse convenience on top.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape arrives as the cancel event
    <dialog
      ref={dialog}
      lang={scope?.lang}
      dir={scope?.dir}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      // The last class styles the body that holds an open modal: the page behind stays still.
      // The panel is placed by its auto margins, not by the flex box's centring: a panel taller
      // than the screen then starts at the top and scrolls, where a centred one would overflow
      // above the top, out of reach (its title and Close with it).
      className="fixed inset-0 size-full max-h-none max-w-none justify-center overflow-y-auto overscroll-contain bg-transparent p-4 backdrop:bg-slate-950/60 open:flex [body:has(&:modal)]:overflow-hidden"
      // A nested modal's cancel and close can reach this one up the component tree: each answers
      // only its own.
      onCancel={(e) => {
        if (e.target !== e.currentTarget) return;
        e.preventDefault();
        onClose();
      }}
      onClose={(e) => {
        // The browser lets a page refuse only a few cancels in a row, then closes by itself: a
        // modal its owner keeps open (say, while it saves) comes back. Not one closed as it left
        // the page: its listener may still hear that close.
        const el = e.currentTarget;
        if (e.target === el && !el.open && el.isConnected) el.showModal();
      }}
      onMouseDown={(e) => {
        pressedOnBackdrop.current = e.target === e.currentTarget;
      }}
      onClick={(e) => {
        // Only a press that started and ended beside the panel closes: not a text selection
        // dragged out of it.
        if (closeOnBackdrop && pressedOnBackdrop.current && e.target === e.currentTarget) onClose();
      }}
    >
      <div
        className={`mt-auto h-fit w-full shrink-0 sm:mb-auto ${widths[size]} rounded-2xl bg-white text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100`}
      >
        <div className="flex items-start justify-between gap-4 px-6 pt-5">
          {/* min-w-0 and anywhere: a long word in the title (an e-mail address) wraps instead of
              pushing Close off a phone's screen. */}
          <div className="min-w-0">
            <h2 id={`${id}-title`} className="text-lg font-semibold [overflow-wrap:anywhere]">
              {title}
            </h2>
            {description && (
              <p
                id={`${id}-description`}
                className="mt-1 text-sm text-slate-600 dark:text-slate-300"
              >
                {description}
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={() => onClose()}
            aria-label={closeLabel ?? t("modalClose")}
            className="-me-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <div ref={body} className="px-6 py-4">
          {children}
        </div>
        {footer && (
          <div
            ref={foot}
            className="flex flex-wrap justify-end gap-3 border-t border-slate-200 px-6 py-4 dark:border-slate-800"
          >
            {footer}
          </div>
        )}
      </div>
    </dialog>,
    document.body,
  );
}
