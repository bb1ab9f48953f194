import { sql } from 'drizzle-orm';
import { evaluationRequests } from '../../db/schema/index.ts';
import type { WaitingSource } from '../../metrics/waiting.ts';

/** Evaluations submitted and waiting for approval (dashboard). */
export const evaluationsWaiting: readonly WaitingSource[] = [
  {
    key: 'evaluations.submitted',
    labelKey: 'reports.waiting.evaluations',
    permission: 'evaluations:approve',
    path: '/evaluation-requests',
    query: (caller) => ({
      from: sql`${evaluationRequests}`,
      columns: {
        country: evaluationRequests.countryId,
        centre: evaluationRequests.centreId,
        ring: evaluationRequests.ringId,
      },
      where: sql`${evaluationRequests.state} = 'submitted' and ${evaluationRequests.evaluatorId} <> ${caller.userId}::uuid`,
      since: sql`coalesce(${evaluationRequests.submittedAt}, ${evaluationRequests.createdAt})`,
    }),
  },
];
