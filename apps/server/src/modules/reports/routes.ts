import {
  REPORTS_API,
  type FigureRecord,
  type ListPage,
  type LiveFigures,
  type WaitingList,
} from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import type { WaitingSource } from '../../metrics/waiting.ts';
import { waitingFor } from './dashboard.service.ts';
import { figureRecords, liveFigures } from './live-figures.service.ts';

const keyParams = z.object({ key: z.string().max(60) });

/**
 * Routes of reports and the administration dashboard. The figures and their records are read
 * by anyone signed in, but each figure only under its own permission (`METRICS[key].permission`)
 * and that permission's scope: a teacher's dashboard shows their rings' figures, a centre
 * manager's their centre's; a figure the caller may not read is left out (its records: 403).
 */
export async function reportsRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  waitingSources: () => readonly WaitingSource[],
): Promise<void> {
  const p = (path: string) => `${ctx.config.API_BASE}${path.slice('/api'.length)}`;

  app.get(
    p(REPORTS_API.figures),
    { config: { signedIn: true } },
    async (request): Promise<LiveFigures> =>
      liveFigures(ctx, callerOf(request), request.query, (err, key) =>
        key
          ? request.log.error({ err, key }, 'figure failed')
          : request.log.warn({ err }, 'figures statement failed: figures read one by one'),
      ),
  );
  app.get(
    p(REPORTS_API.records),
    { config: { signedIn: true } },
    async (request): Promise<ListPage<FigureRecord>> =>
      figureRecords(
        ctx,
        callerOf(request),
        parseInput(keyParams, request.params).key,
        request.query,
      ),
  );
  app.get(
    p(REPORTS_API.waiting),
    { config: { signedIn: true } },
    async (request): Promise<WaitingList> =>
      waitingFor(ctx, callerOf(request), waitingSources(), (err, key) =>
        key
          ? request.log.error({ err, key }, 'waiting source failed')
          : request.log.warn({ err }, 'waiting statement failed: sources counted one by one'),
      ),
  );
}
