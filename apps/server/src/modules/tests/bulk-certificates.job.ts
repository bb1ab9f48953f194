import { TEST_LIFECYCLE, type LocaleCode } from '@qc/domain';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { scopeCondition } from '../../access/scope-condition.ts';
import type { AppContext } from '../../app-context.ts';
import { testCertificates, testRequests } from '../../db/schema/index.ts';
import { renderPdfBook } from '../../documents/index.ts';
import { AppError, conflict } from '../../http/errors.ts';
import { defineJob, enqueueJob } from '../../jobs/index.ts';
import { callerOfUser, type Caller } from '../../resources/resource-caller.ts';
import { runTransition } from '../../workflow/index.ts';
import { withWrites } from '../../resources/resource.service.ts';
import { certificateSpec, issueInTx } from './certificates.service.ts';
import { requestScopeColumns, testRequestsTable } from './tests.repository.ts';

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
    // The job acts as the user who asked for it, with their rights as they are now: a request
    // certified meanwhile, or one they may no longer certify, is left as it is.
    const caller = byUser
      ? await callerOfUser(ctx.db, byUser, payload.language ?? 'ar', `job:${run.id}`)
      : null;
    for (const [i, id] of payload.requestIds.entries()) {
      if (run.signal.aborted) throw new Error('cancelled');
      if (caller)
        await skipRefused(() =>
          runTransition(ctx, caller, {
            binding: testRequestsTable,
            lifecycle: TEST_LIFECYCLE,
            action: 'issue-certificate',
            id,
            work: async (w, r) => {
              await issueInTx(ctx, w.tx, r, caller.access.userId, payload.language ?? 'ar');
              return { to: 'certified' };
            },
          }),
        );
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

/** Runs one issue, leaving a request the kit refuses (gone, not passed, out of rights) as it is. */
async function skipRefused(work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (error instanceof AppError && [403, 404, 409].includes(error.statusCode)) return;
    throw error;
  }
}
