import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { staffRoutes } from './staff.routes.ts';

/**
 * Staff time: monthly work sheets prefilled from the records, their approval by the centre's
 * manager, and the approved sheets payroll pays from (docs/work-sheets-and-ladder.md).
 */
export async function staffModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await staffRoutes(app, ctx);
}
