// The dashboard's payment calls: the user's own payments and the notifications about them.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PaymentView } from "../../../domain/payments.ts";
import type { NotificationView } from "../../../server/features/notifications/service.ts";
import { api } from "../../lib/api.ts";

// The pricing page's purchase invalidates this same key, so a new request shows here at once.
export const myPaymentsKey = ["payments"] as const;
export const notificationsKey = ["notifications"] as const;

export function useMyPayments() {
  return useQuery({
    queryKey: myPaymentsKey,
    queryFn: ({ signal }) => api<{ payments: PaymentView[] }>("/api/payments", { signal }),
    select: (data) => data.payments,
  });
}

export interface NotificationList {
  notifications: NotificationView[];
  unread: number;
}

export function useNotifications() {
  return useQuery({
    queryKey: notificationsKey,
    queryFn: ({ signal }) => api<NotificationList>("/api/notifications", { signal }),
  });
}

export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ notification: NotificationView }>(`/api/notifications/${id}/read`, { method: "POST" }),
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
