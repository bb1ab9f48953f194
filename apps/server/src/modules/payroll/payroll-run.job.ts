import { defineJob, PermanentJobError } from '../../jobs/index.ts';
import { callerOfUser } from '../../resources/resource-caller.ts';
import { employeesOfRun } from './payroll-facts.repository.ts';
import { computeBatchAlone, runById } from './payroll.repository.ts';
import {
  finishComputedRun,
  PAYROLL_BATCH,
  PAYROLL_RUN_JOB,
  payslipsOfBatch,
} from './payroll.service.ts';

/**
 * A whole country's run, computed in batches of employees, each batch in its own transaction
 * that replaces the batch's payslips: after a restart the job starts again and recomputes, so
 * the result is the same and nothing is counted twice. The run then becomes a draft through the
 * lifecycle's `compute`, done as the user who created the run (their rights when the job ends),
 * so it is audited and announced as any other step. Posting is a separate, locked step.
 */
export function definePayrollRunJob(): void {
  defineJob<{ runId: string }>(PAYROLL_RUN_JOB, async (run) => {
    const { ctx } = run;
    const pr = await runById(ctx.db, run.payload.runId);
    if (!pr) throw new PermanentJobError('payroll.error.notFound');
    if (pr.status !== 'computing') return { summary: { employees: pr.employees } };
    const byUser = pr.createdBy ?? run.createdBy;
    const caller = byUser ? await callerOfUser(ctx.db, byUser, 'ar', `job:${run.id}`) : null;
    if (!caller) throw new PermanentJobError('payroll.error.notFound');
    const ids = await employeesOfRun(ctx.db, pr);
    for (let i = 0; i < ids.length; i += PAYROLL_BATCH) {
      if (run.signal.aborted) throw run.signal.reason ?? new Error('aborted');
      const batch = ids.slice(i, i + PAYROLL_BATCH);
      await computeBatchAlone(ctx.db, pr, batch, payslipsOfBatch);
      await run.progress(Math.min(i + PAYROLL_BATCH, ids.length), ids.length);
    }
    // The run's list showed it computing: it is a draft now (and its screens hear of it).
    await finishComputedRun(ctx, caller, pr.id);
    return { summary: { employees: ids.length } };
  });
}
