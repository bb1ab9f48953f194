import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

export type AuditAction = 'create' | 'update' | 'delete' | 'archive' | 'restore' | string;

export interface AuditEntry {
  action: AuditAction;
  resource: string;
  recordId?: string | null;
  oldValues?: Record<string, unknown> | null;
  newValues?: Record<string, unknown> | null;
  reason?: string | null;
}

/** Fields never written to the audit log, whatever the resource. */
const SECRET_FIELDS = new Set(['passwordHash', 'totpSecret', 'tokenHash', 'recoveryCodes']);

function scrub(values: Record<string, unknown> | null | undefined) {
  if (!values) return null;
  return Object.fromEntries(Object.entries(values).filter(([k]) => !SECRET_FIELDS.has(k)));
}

/**
 * Who acted, as the audit log keeps it: a request (its user, address and id), or the user a
 * system writer acts for (a background job posting to the ledger: no address, no request).
 */
export type AuditActor =
  | Pick<FastifyRequest, 'ip' | 'id' | 'access'>
  | { ip?: string | null; id?: string | null; access?: { userId: string | null } | null };

/**
 * Appends one audit entry inside the caller's transaction, so the change and its record
 * land together or not at all. The table itself refuses UPDATE and DELETE. The one writer of
 * the audit log: the resource engine, the workflow kit and the ledger all write through it.
 */
export async function recordAudit(tx: Db, entry: AuditEntry, request?: AuditActor): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: request?.access?.userId ?? null,
    action: entry.action,
    resource: entry.resource,
    recordId: entry.recordId ?? null,
    oldValues: scrub(entry.oldValues),
    newValues: scrub(entry.newValues),
    reason: entry.reason ?? null,
    ip: request?.ip || null,
    requestId: request?.id ?? null,
  });
}
