// The app's one modal dialog (WAI-ARIA dialog pattern): focus moves in and is trapped there,
// Escape and the close button close it, focus returns to whatever opened it, and it is named by
// its title. https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/
import { X } from "lucide-react";
import { type ReactNode, type RefObject, useEffect, useId, useLayoutEffect, useRef } from "react";
import { createPortal } from "react-dom";

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Buttons under the body (for example Submit and Cancel). */
  footer?: ReactNode;
  /** What gets focus on open; else the body's first field or button, the footer's, the dialog. */
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

export function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest("[hidden],[inert]"),
  );
}

// Open modals, innermost last: only the top one answers Escape and Tab, so a confirmation
// opened from a form modal closes alone.
const stack: symbol[] = [];
let savedOverflow = "";

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
  closeLabel = "Close",
}: ModalProps) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const foot = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);
  // The latest onClose without re-running the effect below: re-running it would steal focus
  // back to the first field and forget the opener on every parent render.
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: set up once per opening
  useEffect(() => {
    const me = Symbol("modal");
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = panel.current;
    if (!dialog) return;
    if (stack.length === 0) {
      savedOverflow = document.body.style.overflow;
      document.body.style.overflow = "hidden";
    }
    stack.push(me);
    const first = () =>
      initialFocus?.current ??
      (body.current && focusableIn(body.current)[0]) ??
      (foot.current && focusableIn(foot.current)[0]) ??
      dialog;
    first().focus();

    const onKeyDown = (e: KeyboardEvent) => {
      if (stack.at(-1) !== me) return;
      if (e.key === "Escape" && !e.isComposing) {
        e.preventDefault();
        e.stopPropagation();
        close.current();
      } else if (e.key === "Tab") {
        const items = focusableIn(dialog);
        const firstItem = items[0];
        const lastItem = items.at(-1);
        const active = document.activeElement;
        if (!firstItem || !lastItem) {
          e.preventDefault();
          dialog.focus();
        } else if (e.shiftKey && (active === firstItem || active === dialog)) {
          e.preventDefault();
          lastItem.focus();
        } else if (!e.shiftKey && active === lastItem) {
          e.preventDefault();
          firstItem.focus();
        }
      }
    };
    // Focus that escapes anyway (a click on the page behind, a screen reader's jump) comes back.
    const onFocusIn = (e: FocusEvent) => {
      if (stack.at(-1) === me && e.target instanceof Node && !dialog.contains(e.target))
        first().focus();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
      stack.splice(stack.indexOf(me), 1);
      if (stack.length === 0) document.body.style.overflow = savedOverflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return createPortal(
    // Escape is the keyboard's way out; the backdrop click is a mouse convenience on top.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled on the document
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is not a control
    <div
      className="fixed inset-0 z-50 flex items-end justify-center overflow-y-auto bg-slate-950/60 p-4 sm:items-center"
      onMouseDown={(e) => {
        pressedOnBackdrop.current = e.target === e.currentTarget;
      }}
      onClick={(e) => {
        // Only a press that started and ended on the backdrop closes: not a text selection
        // dragged out of the dialog.
        if (closeOnBackdrop && pressedOnBackdrop.current && e.target === e.currentTarget)
          close.current();
      }}
      data-modal-backdrop=""
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-description` : undefined}
        tabIndex={-1}
        className={`w-full ${widths[size]} rounded-2xl bg-white text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100`}
      >
        <div className="flex items-start justify-between gap-4 px-6 pt-5">
          <div>
            <h2 id={`${id}-title`} className="text-lg font-semibold">
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
            onClick={() => close.current()}
            aria-label={closeLabel}
            className="-mr-2 rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
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
    </div>,
    document.body,
  );
}
