// The header's bell for a signed-in user: how many notifications are unread, and a way to them
// (the dashboard's Notifications list, where each is marked as read).
import { Bell } from "lucide-react";
import { formatNumber } from "../../../domain/i18n/format.ts";
import { useLocale, useTexts } from "../../lib/i18n.ts";
import { Link } from "../../lib/navigation.tsx";
import { useNotifications } from "./api.ts";
import { paymentsText } from "./texts.ts";

export function NotificationBell() {
  const t = useTexts(paymentsText);
  const locale = useLocale();
  const list = useNotifications();
  const unread = list.data?.unread ?? 0;
  const count = formatNumber(unread, locale);
  return (
    <Link
      to="/dashboard#notifications-title"
      aria-label={unread > 0 ? t("bellUnread", { count }) : t("bell")}
      className="relative inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <Bell className="size-5" aria-hidden="true" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-1 end-1 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] leading-4 font-bold text-white"
        >
          {unread > 9 ? t("bellMany", { count: formatNumber(9, locale) }) : count}
        </span>
      )}
    </Link>
  );
}
