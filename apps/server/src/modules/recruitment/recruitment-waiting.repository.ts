import { sql } from 'drizzle-orm';
import { recruitmentApplications } from '../../db/schema/index.ts';
import type { WaitingSource } from '../../metrics/waiting.ts';

/** New applications waiting for HR's first look (dashboard). */
export const recruitmentWaiting: readonly WaitingSource[] = [
  {
    key: 'recruitment.new',
    labelKey: 'reports.waiting.recruitment',
    permission: 'job-applications:update',
    path: '/job-requests-component',
    query: () => ({
      from: sql`${recruitmentApplications}`,
      columns: {
        country: recruitmentApplications.countryId,
        centre: recruitmentApplications.centreId,
      },
      where: sql`${recruitmentApplications.state} = 'new'`,
      since: sql`${recruitmentApplications.submittedAt}`,
    }),
  },
];
