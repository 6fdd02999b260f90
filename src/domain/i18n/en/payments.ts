// The dashboard's payments panel and the header's bell (docs/i18n.md).
export default {
  paymentsTitle: "My payments",
  paymentsLoading: "Loading payments",
  paymentsFailed: "Your payments could not be loaded.",
  retry: "Retry",
  paymentsNone: "No payments yet.",
  viewPlans: "View plans",
  pendingVerification: "Pending verification",
  transactionId: "Transaction ID",
  rejectedReason: "Reason: {reason}",
  notificationsTitle: "Notifications",
  notificationsEmpty:
    "No notifications yet. When a payment is approved or rejected, you will see it here.",
  unreadCount: "{count} unread",
  unread: "Unread: ",
  markRead: "Mark as read",
  markReadFailed: "Could not mark the notification as read.",
  bell: "Notifications",
  bellUnread: "Notifications: {count} unread",
  bellMany: "{count}+",
} as const;
