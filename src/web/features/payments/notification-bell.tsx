// The header's bell for a signed-in user: how many notifications are unread, and a way to them
// (the dashboard's Notifications list, where each is marked as read).
import { Bell } from "lucide-react";
import { Link } from "react-router";
import { useNotifications } from "./api.ts";

export function NotificationBell() {
  const list = useNotifications();
  const unread = list.data?.unread ?? 0;
  return (
    <Link
      to="/dashboard#notifications-title"
      aria-label={unread > 0 ? `Notifications: ${unread} unread` : "Notifications"}
      className="relative inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <Bell className="size-5" aria-hidden="true" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-1 right-1 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] leading-4 font-bold text-white"
        >
          {unread > 9 ? "9+" : unread}
        </span>
      )}
    </Link>
  );
}
