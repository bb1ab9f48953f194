import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditLog, users } from '../db/schema/index.ts';

/** The audit entries of one record of a resource, oldest first, with the actor's name. */
export async function auditTrail(db: Db, resource: string, recordId: string, limit = 500) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      actorId: auditLog.actorId,
      actorName: users.displayName,
      oldValues: auditLog.oldValues,
      newValues: auditLog.newValues,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.resource, resource), eq(auditLog.recordId, recordId)))
    .orderBy(asc(auditLog.at), asc(auditLog.id))
    .limit(limit);
}
