import { TEST_LIFECYCLE, type LocaleCode } from '@qc/domain';
import type { AppContext } from '../../app-context.ts';
import { renderPdfBook } from '../../documents/index.ts';
import { AppError, conflict } from '../../http/errors.ts';
import { defineJob, enqueueJob } from '../../jobs/index.ts';
import { callerOfUser, type Caller } from '../../resources/resource-caller.ts';
import { runTransition } from '../../workflow/index.ts';
import { withWrites } from '../../resources/resource.service.ts';
import { certificateSpec, issueInTx } from './certificates.service.ts';
import { certificateIdsOf, sessionRequestIds, testRequestsTable } from './tests.repository.ts';

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
    const requestIds = await sessionRequestIds(w.tx, scope, input);
    if (requestIds.length === 0) throw conflict('tests.certificate.bulkEmpty');
    const payload: BulkPayload = { requestIds, language: input.language ?? null };
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
              await issueInTx(ctx, w, r, payload.language ?? 'ar');
              return { to: 'certified' };
            },
          }),
        );
      await run.progress(i + 1, total * 2);
    }
    const certs = await certificateIdsOf(ctx.db, payload.requestIds);
    async function* specs() {
      for (const id of certs) {
        const built = await certificateSpec(ctx, ctx.db, id, payload.language ?? undefined);
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
