// The shared components' texts (docs/i18n.md): toasts, modals, fields, badges.
export default {
  toastsRegion: "Notifications",
  toastClose: "Close notification",
  modalClose: "Close",
  modalCancel: "Cancel",
  passwordShow: "Show password",
  passwordHide: "Hide password",
  paymentPending: "Pending",
  paymentApproved: "Approved",
  paymentRejected: "Rejected",
  wasPrice: "was",
  networkError: "Network error. Please check your internet connection and try again.",
} as const;
