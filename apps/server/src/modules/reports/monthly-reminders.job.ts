import { monthlyReportDue } from '@qc/domain';
import type { AppContext } from '../../app-context.ts';
import { defineJob, scheduleOnce } from '../../jobs/index.ts';
import { lateCentreManagers } from './monthly-reports.repository.ts';

/** The daily reminder of late monthly reports. */
export const MONTHLY_REMINDERS_JOB = 'reports.monthly-reminders';

/** Tomorrow at 06:00 UTC. */
export function nextReminderAt(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 6));
}

/** The month before the one of `now` (UTC), `YYYY-MM`. */
const lastMonth = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);

/**
 * Reminds the managers of every centre whose report of last month is late (its due day has
 * passed and it has not been submitted: none, a draft, or returned and not sent again), once a
 * run. Returns what it sent, for the job's summary and the tests.
 */
export async function remindLateReports(
  ctx: AppContext,
  now = new Date(),
): Promise<{ month: string; centres: number; reminded: number }> {
  const month = lastMonth(now);
  if (now.toISOString().slice(0, 10) <= monthlyReportDue(month))
    return { month, centres: 0, reminded: 0 };
  const late = await lateCentreManagers(ctx.db, month);
  let reminded = 0;
  for (const c of late) {
    await ctx.events.notify({
      userIds: c.userIds,
      titleKey: 'reports.notify.late',
      values: { month, centre: c.centreName },
      link: `/center-report-component?centre=${c.centreId}&month=${month}`,
      kind: 'reports',
    });
    reminded += c.userIds.length;
  }
  return { month, centres: late.length, reminded };
}

/** Makes sure the next run waits in the queue. */
export async function scheduleMonthlyReminders(ctx: AppContext, at = nextReminderAt()) {
  await scheduleOnce(ctx.db, MONTHLY_REMINDERS_JOB, at);
}

let defined = false;

/** Defines the job once per process: remind the late centres, then queue tomorrow's run. */
export function defineMonthlyRemindersJob(): void {
  if (defined) return;
  defined = true;
  defineJob<Record<string, never>>(MONTHLY_REMINDERS_JOB, async (run) => {
    const result = await remindLateReports(run.ctx);
    await scheduleMonthlyReminders(run.ctx);
    return { summary: result };
  });
}
