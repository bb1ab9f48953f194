import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { definePayrollRunJob } from './payroll-run.job.ts';
import { payrollRoutes } from './routes.ts';

let jobDefined = false;

/**
 * Student money (fees, stipends, payments), staff advances (plans, skips, reschedules,
 * repayments) and payroll (runs, payslips, their PDFs; a country's run as a background job).
 * Fee rules, advance types and salary profiles are the resource engine's.
 */
export async function payrollModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (!jobDefined) {
    definePayrollRunJob();
    jobDefined = true;
  }
  await payrollRoutes(app, ctx);
}
