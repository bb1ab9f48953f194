import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { competitionsRoutes } from './competitions.routes.ts';

/**
 * Quran competitions and the Maher contest (one engine; the Maher contest is a competition of the
 * Maher project): competitions and categories, nominations checked from the records, panels with
 * recusal, blind judging by mistake events, ranking and approval (docs/competitions.md).
 */
export async function competitionsModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await competitionsRoutes(app, ctx);
}
