import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';

export interface AuditQuery {
  resource?: string | undefined;
  recordId?: string | undefined;
  actorId?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  pageSize: number;
}

/** Searches the append-only audit log, newest first, with the actor's name. */
export async function searchAudit(db: Db, q: AuditQuery) {
  const where = and(
    q.resource ? eq(auditLog.resource, q.resource) : undefined,
    q.recordId ? eq(auditLog.recordId, q.recordId) : undefined,
    q.actorId ? eq(auditLog.actorId, q.actorId) : undefined,
    q.action ? eq(auditLog.action, q.action) : undefined,
    q.from ? gte(auditLog.at, q.from) : undefined,
    q.to ? lte(auditLog.at, q.to) : undefined,
  );
  const [items, totals] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        actorId: auditLog.actorId,
        actorName: users.displayName,
        action: auditLog.action,
        resource: auditLog.resource,
        recordId: auditLog.recordId,
        oldValues: auditLog.oldValues,
        newValues: auditLog.newValues,
        reason: auditLog.reason,
        ip: auditLog.ip,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(where),
  ]);
  return { items, total: totals[0]?.n ?? 0 };
}
