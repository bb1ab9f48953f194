import type { NotificationPayload } from '@qc/domain';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotifications {
  userIds: readonly string[];
  kind: string;
  titleKey: string;
  values: Record<string, string | number>;
  link: string | null;
}

export function notificationView(row: NotificationRow): NotificationPayload {
  return {
    id: row.id,
    kind: row.kind,
    titleKey: row.titleKey,
    values: row.values,
    link: row.link,
    createdAt: row.createdAt,
    readAt: row.readAt,
  };
}

/** One notification per user, in the caller's transaction. */
export async function insertNotifications(db: Db, input: NewNotifications) {
  if (input.userIds.length === 0) return [];
  return db
    .insert(notifications)
    .values(
      input.userIds.map((userId) => ({
        userId,
        kind: input.kind,
        titleKey: input.titleKey,
        values: input.values,
        link: input.link,
      })),
    )
    .returning();
}

/** Unread counts of some users (users with none are absent from the map). */
export async function unreadCounts(db: Db, userIds: readonly string[]) {
  const out = new Map<string, number>();
  if (userIds.length === 0) return out;
  const rows = await db
    .select({ userId: notifications.userId, n: count() })
    .from(notifications)
    .where(and(inArray(notifications.userId, [...userIds]), isNull(notifications.readAt)))
    .groupBy(notifications.userId);
  for (const r of rows) out.set(r.userId, Number(r.n));
  return out;
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  return (await unreadCounts(db, [userId])).get(userId) ?? 0;
}

/** A user's notifications, newest first, with the total and the unread count. */
export async function listNotifications(
  db: Db,
  userId: string,
  options: { page: number; pageSize: number; unread: boolean },
) {
  const where = and(
    eq(notifications.userId, userId),
    options.unread ? isNull(notifications.readAt) : undefined,
  );
  const [items, [totals]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db
      .select({
        total: count(),
        unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`,
      })
      .from(notifications)
      .where(where),
  ]);
  return {
    items: items.map(notificationView),
    total: Number(totals?.total ?? 0),
    unread: Number(totals?.unread ?? 0),
  };
}

/** Marks one of the user's notifications read; undefined when it is not theirs. */
export async function markNotificationRead(db: Db, userId: string, id: string) {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row;
}

/** Marks every unread notification of the user read; returns how many changed. */
export async function markAllNotificationsRead(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * The notifications of some users in a transaction of their own (the realtime service's
 * `notify`, which runs after the caller's write).
 */
export async function insertNotificationsAlone(db: Db, input: NewNotifications) {
  return db.transaction((tx) => insertNotifications(tx, input));
}

/**
 * Marks one of the user's notifications read and counts what is left unread, in one
 * transaction; undefined when the notification is not theirs.
 */
export async function readNotification(db: Db, userId: string, id: string) {
  return db.transaction(async (tx) => {
    const row = await markNotificationRead(tx, userId, id);
    return row ? { row, unread: await unreadCount(tx, userId) } : undefined;
  });
}

/** Marks every notification of the user read and counts what is left unread, in one transaction. */
export async function readAllNotifications(db: Db, userId: string) {
  return db.transaction(async (tx) => ({
    marked: await markAllNotificationsRead(tx, userId),
    unread: await unreadCount(tx, userId),
  }));
}
