import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { WaitingSource } from '../../metrics/waiting.ts';
import { defineMonthlyRemindersJob, scheduleMonthlyReminders } from './monthly-reminders.job.ts';
import { generalReportsRoutes } from './general-reports.routes.ts';
import { monthlyReportsRoutes } from './monthly-reports.routes.ts';
import { reportsRoutes } from './routes.ts';
import { jobWorkerEnabled } from '../../jobs/job-worker-registry.ts';

/**
 * Reports: live figures from the metric registry with their drill-down, and the administration
 * dashboard's "waiting for your action" from every module's declared sources (docs/reports.md).
 */
export async function reportsModule(
  app: FastifyInstance,
  ctx: AppContext,
  waitingSources: () => readonly WaitingSource[],
): Promise<void> {
  await reportsRoutes(app, ctx, waitingSources);
  await monthlyReportsRoutes(app, ctx);
  await generalReportsRoutes(app, ctx);
  defineMonthlyRemindersJob();
  if (jobWorkerEnabled(ctx)) app.addHook('onReady', () => scheduleMonthlyReminders(ctx));
}
