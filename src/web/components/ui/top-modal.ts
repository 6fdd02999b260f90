// The modal <dialog>s open now, innermost last. An open modal sits in the browser's top layer and
// leaves the page behind it inert: toasts drawn there would be dimmed, out of reach and unread, so
// the toaster draws them inside the last one instead (components/toaster.tsx).
export const openModals: Element[] = [];
/** Told after a modal opens or closes. */
export const modalListeners = new Set<() => void>();
