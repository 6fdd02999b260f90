import { useQueryClient } from "@tanstack/react-query";
import { Bell, CheckCircle2, XCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { formatDay, formatNumber } from "../../../domain/i18n/format.ts";
import { Button } from "../../components/ui/button.tsx";
import { toastError } from "../../lib/api.ts";
import { useLocale, useTexts } from "../../lib/i18n.ts";
import { meKey } from "../../lib/me.ts";
import { useAddress } from "../../lib/navigation.tsx";
import { useSite } from "../../lib/site.ts";
import { myPaymentsKey, useMarkRead, useNotifications } from "./api.ts";
import { paymentsText } from "./texts.ts";

/** Payment decisions and the admin's grants, unread first, until marked as read. */
export function Notifications() {
  const t = useTexts(paymentsText);
  const locale = useLocale();
  const list = useNotifications();
  const markRead = useMarkRead();
  const site = useSite();
  const qc = useQueryClient();
  const seen = useRef(new Set<number>());

  // A notification not seen before means a payment was just decided: the plan card and the
  // payments list are stale, so they are fetched again (an approval made the account pro).
  useEffect(() => {
    const ids = list.data?.notifications.map((n) => n.id) ?? [];
    const fresh = ids.filter((id) => !seen.current.has(id));
    for (const id of fresh) seen.current.add(id);
    if (fresh.length > 0) {
      void qc.invalidateQueries({ queryKey: meKey });
      void qc.invalidateQueries({ queryKey: myPaymentsKey });
    }
  }, [list.data, qc]);

  // Opened from the header's bell (/dashboard#notifications-title): the list comes into view once
  // it has loaded, as the page above it may be long on a phone.
  const { hash } = useAddress();
  const loaded = list.data !== undefined;
  useEffect(() => {
    if (loaded && hash === "#notifications-title")
      document.getElementById("notifications-title")?.scrollIntoView({ block: "start" });
  }, [loaded, hash]);

  const items = list.data?.notifications ?? [];
  // Empty, the section still stands, saying so: the bell's link always lands somewhere.
  if (!loaded) return null;
  const unread = list.data?.unread ?? 0;

  return (
    <section aria-labelledby="notifications-title" className="space-y-3">
      <h2 id="notifications-title" className="flex items-center gap-2 text-lg font-semibold">
        <Bell className="size-5" aria-hidden="true" /> {t("notificationsTitle")}
        {unread > 0 && (
          <span className="rounded-full bg-indigo-600 px-2 py-0.5 text-xs font-semibold text-white">
            {t("unreadCount", { count: formatNumber(unread, locale) })}
          </span>
        )}
      </h2>
      {items.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t("notificationsEmpty")}</p>
      )}
      <ul className="space-y-2">
        {items.map((n) => {
          const isUnread = n.readAt === null;
          // A grant is good news too: only a rejection is marked red.
          const good = n.kind !== "payment.rejected";
          const Icon = good ? CheckCircle2 : XCircle;
          return (
            <li
              key={n.id}
              className={`flex flex-wrap items-start gap-3 rounded-xl border p-4 ${
                isUnread
                  ? "border-indigo-300 bg-indigo-50 dark:border-indigo-700 dark:bg-indigo-950/50"
                  : "border-slate-200 dark:border-slate-800"
              }`}
            >
              <Icon
                className={`mt-0.5 size-5 shrink-0 ${
                  good ? "text-emerald-600 dark:text-emerald-400" : "text-red-600 dark:text-red-400"
                }`}
                aria-hidden="true"
              />
              {/* A basis for the text: on a phone "Mark as read" wraps below it, instead of the
                  text shrinking into a narrow column beside the button. */}
              <div className="min-w-0 flex-1 basis-56">
                <p className={isUnread ? "font-semibold" : "text-slate-700 dark:text-slate-300"}>
                  {isUnread && <span className="sr-only">{t("unread")}</span>}
                  {n.message}
                </p>
                <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                  {formatDay(new Date(n.createdAt), site.timezone, locale)}
                </p>
              </div>
              {isUnread && (
                <Button
                  variant="secondary"
                  className="min-h-11 px-3 py-1"
                  disabled={markRead.isPending && markRead.variables === n.id}
                  onClick={() =>
                    markRead.mutate(n.id, {
                      onError: (e) => toastError(e, t("markReadFailed")),
                    })
                  }
                >
                  {t("markRead")}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
