import type { DashboardSummary } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { requireAccess } from '../../access/require-access.ts';
import { dashboardSummary } from './dashboard.repository.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import { testsDashboard, visibilityOf } from '../tests/index.ts';

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * GET /api/dashboard/summary: the home figures for the signed-in user, each counted inside
 * their scope for the matching permission (a teacher sees their rings, a centre manager their
 * centre). A figure the user has no permission for is counted over an empty scope: 0.
 */
export async function dashboardSummaryRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(
    `${ctx.config.API_BASE}/dashboard/summary`,
    { config: { signedIn: true } },
    async (request): Promise<DashboardSummary> => {
      const access = requireAccess(request);
      const now = new Date();
      const weekStart = new Date(now.getTime() - 6 * 86_400_000);
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      // Tests: requests and results waiting for approval, and this week's (Saturday..Friday) tests.
      const caller = callerOf(request);
      const saturday = new Date(
        Date.UTC(
          now.getUTCFullYear(),
          now.getUTCMonth(),
          now.getUTCDate() - ((now.getUTCDay() + 1) % 7),
        ),
      );
      const tests = await testsDashboard(
        ctx.db,
        access.can('tests:approve') ? access.scopeFor('tests:approve') : null,
        await visibilityOf(ctx.db, caller),
        saturday.toISOString(),
        new Date(saturday.getTime() + 7 * 86_400_000).toISOString(),
      );
      const summary = await dashboardSummary(
        ctx.db,
        {
          countries: access.scopeFor('countries:read'),
          centres: access.scopeFor('centres:read'),
          rings: access.scopeFor('rings:read'),
          students: access.scopeFor('students:read'),
          employees: access.scopeFor('rings:read'),
          readings: access.scopeFor('readings:read'),
          attendance: access.scopeFor('attendance:read'),
        },
        isoDay(weekStart),
        isoDay(monthStart),
      );
      return { ...summary, tests };
    },
  );
}
