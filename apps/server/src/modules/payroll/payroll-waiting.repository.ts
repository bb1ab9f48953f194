import { sql } from 'drizzle-orm';
import { payrollRuns } from '../../db/schema/index.ts';
import type { WaitingSource } from '../../metrics/waiting.ts';

/** Payroll runs computed and waiting for approval (dashboard). */
export const payrollWaiting: readonly WaitingSource[] = [
  {
    key: 'payroll.runs',
    labelKey: 'reports.waiting.payrollRuns',
    permission: 'salaries:approve',
    path: '/user-selarys-component',
    query: () => ({
      from: sql`${payrollRuns}`,
      columns: { country: payrollRuns.countryId, centre: payrollRuns.centreId },
      where: sql`${payrollRuns.status} = 'draft'`,
      since: sql`${payrollRuns.createdAt}`,
    }),
  },
];
