import { recordAudit, type AuditActor } from '../audit/audit.ts';
import type { Db } from '../db/client.ts';
import type { Writes } from '../resources/resource.service.ts';

/** The audit entry of an act: its name, the record kind and record, and what it set. */
export interface ActAudit {
  action: string;
  resource: string;
  recordId?: string | null;
  oldValues?: Record<string, unknown> | null;
  newValues?: Record<string, unknown> | null;
  reason?: string | null;
}

/**
 * Who did an audited act. `userId`: the user, when it is not the request's signed-in user (the
 * user signing in, registering or following an e-mailed link, known only from the act), or
 * `null` for nobody (a signed-out visitor, a background job acting for no one). Left out, the
 * request's signed-in user, if any. `request`: the request the act came with (its address and
 * id are kept); none for a job.
 */
export interface ActBy {
  userId?: string | null;
  request?: AuditActor | null;
}

/**
 * The audit entry of an act in this unit of work (`tx`: kept only if it commits), by a user or by
 * nobody, with the request's address and id. The one way a module audits an act that writes no
 * bound row through the kit: the access log (sign-in, two-factor, sessions, roles, accounts),
 * settings with no lifecycle (a channel, a translation override), a run over many records. A
 * write to a bound table never needs it: `insertOwned`, `updateOwned` and the transition path
 * audit their own writes.
 */
export async function auditIn(tx: Db, by: ActBy, entry: ActAudit): Promise<void> {
  const userId = by.userId !== undefined ? by.userId : (by.request?.access?.userId ?? null);
  await recordAudit(
    tx,
    {
      action: entry.action,
      resource: entry.resource,
      recordId: entry.recordId ?? null,
      oldValues: entry.oldValues ?? null,
      newValues: entry.newValues ?? null,
      reason: entry.reason ?? null,
    },
    { ip: by.request?.ip ?? null, id: by.request?.id ?? null, access: { userId } },
  );
}

/**
 * The audit entry of an action that writes no bound row through the kit, by the caller of the
 * unit of work: a link sent to a person or revoked, a batch started as a job, a run over many
 * records. Named after the action, in the caller's unit of work (it is kept only if the unit
 * commits), with the caller's request (`auditIn` with the unit's caller).
 */
export async function auditActionIn(w: Writes, entry: ActAudit): Promise<void> {
  await auditIn(w.tx, { request: w.caller.request }, entry);
}
