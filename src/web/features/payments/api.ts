// The dashboard's payment calls: the user's own payments and the notifications about them.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type Answer, call, client, getQuery } from "../../lib/client.ts";

// The pricing page's purchase invalidates this same key, so a new request shows here at once.
export const myPaymentsKey = ["payments"] as const;
export const notificationsKey = ["notifications"] as const;

export function useMyPayments() {
  return useQuery({
    ...getQuery(myPaymentsKey, client.api.payments),
    select: (data) => data.payments,
  });
}

export type NotificationList = Answer<typeof client.api.notifications.$get>;

/** How often a visible page asks for news: an approval shows without a reload. */
export const NOTIFICATIONS_POLL_MS = 60_000;

export function useNotifications() {
  return useQuery({
    ...getQuery(notificationsKey, client.api.notifications),
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      call(client.api.notifications[":id"].read.$post({ param: { id: String(id) } })),
    onSuccess: ({ notification }) => {
      // Shown as read at once; the list order (unread first) settles on the refetch.
      qc.setQueryData<NotificationList>(notificationsKey, (old) =>
        old
          ? {
              unread: Math.max(
                0,
                old.unread - (notificationWasUnread(old, notification.id) ? 1 : 0),
              ),
              notifications: old.notifications.map((n) =>
                n.id === notification.id ? notification : n,
              ),
            }
          : old,
      );
      void qc.invalidateQueries({ queryKey: notificationsKey });
    },
  });
}

function notificationWasUnread(list: NotificationList, id: number): boolean {
  return list.notifications.some((n) => n.id === id && n.readAt === null);
}
