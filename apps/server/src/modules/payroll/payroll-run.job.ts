import { eq } from 'drizzle-orm';
import { payrollRuns } from '../../db/schema/index.ts';
import { defineJob, PermanentJobError } from '../../jobs/index.ts';
import { employeesOfRun } from './payroll-facts.repository.ts';
import {
  announceRun,
  computeBatch,
  finishRun,
  PAYROLL_BATCH,
  PAYROLL_RUN_JOB,
} from './payroll.service.ts';

/**
 * A whole country's run, computed in batches of employees, each batch in its own transaction
 * that replaces the batch's payslips: after a restart the job starts again and recomputes, so
 * the result is the same and nothing is counted twice. Posting is a separate, locked step.
 */
export function definePayrollRunJob(): void {
  defineJob<{ runId: string }>(PAYROLL_RUN_JOB, async (run) => {
    const { ctx } = run;
    const [pr] = await ctx.db
      .select()
      .from(payrollRuns)
      .where(eq(payrollRuns.id, run.payload.runId));
    if (!pr) throw new PermanentJobError('payroll.error.notFound');
    if (pr.status !== 'computing') return { summary: { employees: pr.employees } };
    const ids = await employeesOfRun(ctx.db, pr);
    for (let i = 0; i < ids.length; i += PAYROLL_BATCH) {
      if (run.signal.aborted) throw run.signal.reason ?? new Error('aborted');
      const batch = ids.slice(i, i + PAYROLL_BATCH);
      await ctx.db.transaction((tx) => computeBatch(tx, pr, batch));
      await run.progress(Math.min(i + PAYROLL_BATCH, ids.length), ids.length);
    }
    await ctx.db.transaction((tx) => finishRun(tx, pr.id));
    // The run's list showed it computing: it is a draft now.
    await announceRun(ctx, pr.id, 'updated');
    return { summary: { employees: ids.length } };
  });
}
