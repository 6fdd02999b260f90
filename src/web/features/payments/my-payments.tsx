// Placeholder until the plans-and-payments issue lands: the user's payments and notifications.
export function MyPayments() {
  return null;
}
