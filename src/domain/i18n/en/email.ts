// What the site e-mails a user, in the language their profile chose (docs/i18n.md).
export default {
  resetSubject: "Reset your {site} password",
  resetText:
    "Someone (hopefully you) asked to reset the password of your {site} account.\n\nOpen this link within an hour to choose a new one (it works once):\n{link}\n\nIf you did not ask, ignore this e-mail: your password stays as it is.",
  verifySubject: "Confirm your {site} e-mail address",
  verifyText:
    "Open this link within an hour to use this address for your {site} account:\n{link}\n\nIf you did not ask for this, ignore this e-mail.",
  grantGenerations:
    "You were given {count, plural, one {# more generation} other {# more generations}}.",
  grantDays:
    "Your plan was extended by {count, plural, one {# day} other {# days}}: it is active until {until}.",
  grantBoth:
    "You were given {generations, plural, one {# more generation} other {# more generations}} and {days, plural, one {# more day} other {# more days}}: your plan is active until {until}.",
  paymentApprovedSubject: "{site}: your payment was approved",
  paymentRejectedSubject: "{site}: your payment was rejected",
  // Named by the plan's name ("Creator Pro"): a purchase may add to a plan, so a duration label
  // would not say what the account now has. The notification bell shows the same text.
  paymentApproved: "Your payment for {plan} was approved. Your plan is active until {until}.",
  paymentRejected: "Your payment for {plan} was rejected.",
  paymentRejectedReason: "Your payment for {plan} was rejected. Reason: {reason}",
} as const;
