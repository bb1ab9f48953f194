import type { LocaleCode } from '@qc/domain';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { scopeCondition } from '../../access/scope-condition.ts';
import type { AppContext } from '../../app-context.ts';
import { testCertificates, testRequests } from '../../db/schema/index.ts';
import { renderPdfBook } from '../../documents/index.ts';
import { conflict } from '../../http/errors.ts';
import { defineJob, enqueueJob } from '../../jobs/index.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites } from '../../resources/resource.service.ts';
import { certificateSpec, issueInTx } from './certificates.service.ts';
import { insertEvent, requestScopeColumns, updateRequest } from './tests.repository.ts';

export const BULK_CERTIFICATES_JOB = 'tests.certificates.bulk';

interface BulkPayload {
  requestIds: string[];
  language: LocaleCode | null;
}

/**
 * Bulk issue of a session (the tests scheduled on one day, optionally one centre and kind):
 * the requests are chosen when the job is enqueued, inside the caller's certificates:issue
 * scope; the job issues each missing certificate in its own transaction (serial, register,
 * audit, event), then renders all of the session's certificates as one PDF.
 */
export async function enqueueBulkCertificates(
  ctx: AppContext,
  caller: Caller,
  input: {
    takenOn: string;
    centreId?: string | undefined;
    kindId?: string | undefined;
    language?: LocaleCode | undefined;
  },
) {
  const scope = caller.access.scopeFor('certificates:issue');
  return withWrites(ctx, caller, async (w) => {
    const rows = await w.tx
      .select({ id: testRequests.id })
      .from(testRequests)
      .where(
        and(
          scopeCondition(scope, requestScopeColumns),
          inArray(testRequests.state, ['passed', 'certified']),
          gte(testRequests.scheduledAt, `${input.takenOn}T00:00:00Z`),
          lt(testRequests.scheduledAt, sql`(${input.takenOn}::date + 1)`),
          input.centreId ? eq(testRequests.centreId, input.centreId) : undefined,
          input.kindId ? eq(testRequests.kindId, input.kindId) : undefined,
        ),
      )
      .orderBy(asc(testRequests.search), asc(testRequests.id));
    if (rows.length === 0) throw conflict('tests.certificate.bulkEmpty');
    const payload: BulkPayload = {
      requestIds: rows.map((r) => r.id),
      language: input.language ?? null,
    };
    const job = await enqueueJob(w.tx, {
      kind: BULK_CERTIFICATES_JOB,
      payload,
      createdBy: caller.access.userId,
      scopeLabel: input.takenOn,
    });
    return { jobId: job.id };
  });
}

export function defineBulkCertificatesJob(): void {
  defineJob<BulkPayload>(BULK_CERTIFICATES_JOB, async (run) => {
    const { ctx, payload } = run;
    const total = payload.requestIds.length;
    const byUser = run.createdBy;
    for (const [i, id] of payload.requestIds.entries()) {
      if (run.signal.aborted) throw new Error('cancelled');
      await ctx.db.transaction(async (tx) => {
        const [r] = await tx
          .select()
          .from(testRequests)
          .where(eq(testRequests.id, id))
          .for('update');
        if (!r || r.state !== 'passed' || !byUser) return;
        await issueInTx(ctx, tx, r, byUser, payload.language ?? 'ar');
        await updateRequest(tx, r, { state: 'certified', closedAt: new Date().toISOString() });
        await insertEvent(tx, {
          requestId: r.id,
          action: 'issue-certificate',
          fromState: 'passed',
          toState: 'certified',
          byUserId: byUser,
        });
      });
      await run.progress(i + 1, total * 2);
    }
    const certs = await ctx.db
      .select({ id: testCertificates.id })
      .from(testCertificates)
      .where(inArray(testCertificates.requestId, payload.requestIds));
    async function* specs() {
      for (const c of certs) {
        const built = await certificateSpec(ctx, ctx.db, c.id, payload.language ?? undefined);
        if (built) yield built.spec;
      }
    }
    const pdf = await renderPdfBook(specs(), (done) => run.progress(total + done, total * 2));
    return {
      resultFile: { name: 'certificates.pdf', contentType: 'application/pdf', data: pdf },
      summary: { certificates: certs.length },
    };
  });
}
