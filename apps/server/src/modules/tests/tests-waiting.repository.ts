import { sql } from 'drizzle-orm';
import { testRequests, testResults } from '../../db/schema/index.ts';
import type { WaitingSource } from '../../metrics/waiting.ts';

const columns = {
  country: testRequests.countryId,
  centre: testRequests.centreId,
  ring: testRequests.ringId,
  student: testRequests.studentId,
};

/** Test requests to approve and results to approve, for the administration dashboard. */
export const testsWaiting: readonly WaitingSource[] = [
  {
    key: 'tests.requests',
    labelKey: 'reports.waiting.tests',
    permission: 'tests:approve',
    path: '/test-requests',
    query: () => ({
      from: sql`${testRequests}`,
      columns,
      where: sql`${testRequests.state} = 'requested'`,
      since: sql`${testRequests.createdAt}`,
    }),
  },
  {
    key: 'tests.results',
    labelKey: 'reports.waiting.testResults',
    permission: 'tests:approve',
    path: '/tests-results',
    query: () => ({
      from: sql`${testRequests} join ${testResults} on ${testResults.requestId} = ${testRequests.id}`,
      columns,
      where: sql`${testRequests.state} = 'taken' and ${testResults.status} = 'pending'`,
      since: sql`${testResults.submittedAt}`,
    }),
  },
];
