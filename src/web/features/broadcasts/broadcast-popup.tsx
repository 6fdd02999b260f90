// Placeholder until the admin-area issue lands: the newest active broadcast, shown to users.
export function BroadcastPopup() {
  return null;
}
