import { recordAudit } from '../audit/audit.ts';
import type { Writes } from '../resources/resource.service.ts';

/**
 * The audit entry of an action that writes no bound row through the kit: a link sent to a person
 * or revoked, a batch started as a job, a run over many records. Named after the action, in the
 * caller's unit of work (it is kept only if the unit commits), with the caller's request. A write
 * to a bound table never needs it: `insertOwned`, `updateOwned` and the transition path audit
 * their own writes.
 */
export async function auditActionIn(
  w: Writes,
  entry: {
    action: string;
    resource: string;
    recordId?: string | null;
    newValues?: Record<string, unknown> | null;
    reason?: string | null;
  },
): Promise<void> {
  await recordAudit(
    w.tx,
    {
      action: entry.action,
      resource: entry.resource,
      recordId: entry.recordId ?? null,
      newValues: entry.newValues ?? null,
      reason: entry.reason ?? null,
    },
    w.caller.request,
  );
}
