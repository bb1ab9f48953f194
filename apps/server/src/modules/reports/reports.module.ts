import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { WaitingSource } from '../../metrics/waiting.ts';
import { reportsRoutes } from './routes.ts';

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
}
