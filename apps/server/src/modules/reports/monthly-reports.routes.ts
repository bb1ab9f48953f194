import {
  MONTHLY_REPORTS_API,
  type Completeness,
  type ListPage,
  type MonthlyReportDetail,
  type MonthlyReportRow,
} from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import {
  completeness,
  decideReport,
  listMonthlyReports,
  openReport,
  reportDetail,
  writeNarrative,
} from './monthly-reports.service.ts';

const idParams = z.object({ id: z.string().uuid() });
const actionParams = z.object({ id: z.string().uuid(), action: z.string().max(20) });

/**
 * Routes of the monthly reports: each declares its permission, parses and calls the service,
 * which checks the place, the level and the lifecycle and owns the transaction. Deciding needs
 * `monthly-reports:read` here; the service asks `:update` to submit and `:approve` over the
 * level above to approve, return or reopen.
 */
export async function monthlyReportsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const p = (path: string) => `${ctx.config.API_BASE}${path.slice('/api'.length)}`;
  const body = (request: { body?: unknown }) => request.body ?? {};

  app.get(
    p(MONTHLY_REPORTS_API.list),
    { config: { permission: 'monthly-reports:read' } },
    async (request): Promise<ListPage<MonthlyReportRow>> =>
      listMonthlyReports(ctx, callerOf(request), request.query),
  );
  app.post(
    p(MONTHLY_REPORTS_API.list),
    { config: { permission: 'monthly-reports:read' } },
    async (request): Promise<MonthlyReportDetail> =>
      openReport(ctx, callerOf(request), body(request)),
  );
  app.get(
    p(MONTHLY_REPORTS_API.one),
    { config: { permission: 'monthly-reports:read' } },
    async (request): Promise<MonthlyReportDetail> =>
      reportDetail(ctx, callerOf(request), parseInput(idParams, request.params).id),
  );
  app.patch(
    p(MONTHLY_REPORTS_API.one),
    { config: { permission: 'monthly-reports:update' } },
    async (request): Promise<MonthlyReportDetail> =>
      writeNarrative(
        ctx,
        callerOf(request),
        parseInput(idParams, request.params).id,
        body(request),
      ),
  );
  app.post(
    p(MONTHLY_REPORTS_API.decide),
    { config: { permission: 'monthly-reports:read' } },
    async (request): Promise<MonthlyReportDetail> => {
      const { id, action } = parseInput(actionParams, request.params);
      return decideReport(ctx, callerOf(request), id, action, body(request));
    },
  );
  app.get(
    p(MONTHLY_REPORTS_API.completeness),
    { config: { permission: 'monthly-reports:read' } },
    async (request): Promise<Completeness> => completeness(ctx, callerOf(request), request.query),
  );
}
