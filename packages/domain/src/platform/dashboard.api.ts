import { z } from 'zod';
import { defineRouteContracts } from './route-contract.ts';

/**
 * GET /api/dashboard/summary: the home figures of the signed-in user, each counted inside their
 * scope for the matching permission (a figure they may not read is counted over nothing: 0).
 */
export interface DashboardSummary {
  countries: number;
  centres: number;
  rings: number;
  students: number;
  activeStudents: number;
  teachers: number;
  readingsThisWeek: number;
  /** Pages memorised (hifz) since the first of the month. */
  pagesThisMonth: number;
  /** Present or late, in percent with one decimal, this month; null without attendance. */
  attendanceRate: number | null;
  /** What waits for the user's approval, and the tests of this week (Saturday to Friday). */
  tests: {
    requestsToApprove: number;
    resultsToApprove: number;
    scheduledThisWeek: number;
  };
}

const count = z.number().int().min(0);

export const DASHBOARD_ROUTES = defineRouteContracts({
  'GET /api/dashboard/summary': {
    summary: "The home page's figures, each counted inside the user's scope for it",
    response: z.object({
      countries: count,
      centres: count,
      rings: count,
      students: count,
      activeStudents: count,
      teachers: count,
      readingsThisWeek: count,
      pagesThisMonth: count,
      attendanceRate: z.number().nullable(),
      tests: z.object({
        requestsToApprove: count,
        resultsToApprove: count,
        scheduledThisWeek: count,
      }),
    }) satisfies z.ZodType<DashboardSummary>,
  },
});
