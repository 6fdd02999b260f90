// A user's notifications: payment approvals and rejections and the admin's grants, shown on the dashboard until read.
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-env.ts";
import type { Db } from "../../db/client.ts";
import { notifications } from "../../db/schema.ts";

export type NotificationKind = "payment.approved" | "payment.rejected" | "grant";
type NotificationRow = typeof notifications.$inferSelect;

export interface NotificationView {
  id: number;
  kind: string;
  message: string;
  readAt: string | null;
  createdAt: string;
}

const LIST_LIMIT = 50;

// Takes the caller's transaction too, so an approval and its notification commit together.
export async function addNotification(
  db: Pick<Db, "insert">,
  n: { userId: string; kind: NotificationKind; message: string; createdAt: Date },
): Promise<void> {
  await db.insert(notifications).values(n);
}

export function notificationView(row: NotificationRow): NotificationView {
  return {
    id: row.id,
    kind: row.kind,
    message: row.message,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createNotificationsService(deps: Pick<AppDeps, "db" | "now">) {
  const { db, now } = deps;

  /** Unread first, then newest first. */
  async function list(userId: string) {
    const rows = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(
        sql`${notifications.readAt} is null desc`,
        desc(notifications.createdAt),
        desc(notifications.id),
      )
      .limit(LIST_LIMIT);
    const [counted] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return { notifications: rows.map(notificationView), unread: counted?.n ?? 0 };
  }

  /** Null when the notification is not this user's: the caller answers 404 either way. */
  async function markRead(userId: string, id: number): Promise<NotificationView | null> {
    const [row] = await db
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, ${now().toISOString()}::timestamptz)` })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning();
    return row ? notificationView(row) : null;
  }

  return { list, markRead };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
