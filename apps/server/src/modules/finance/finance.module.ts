import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { financeRoutes } from './finance.routes.ts';

/**
 * The finance module: vouchers and their lifecycle, balances, statements, the trial balance,
 * the journal and the daily close, all posting through the shared ledger
 * (`apps/server/src/ledger/`). Funds, the chart, boxes, currencies, rates, approval limits
 * and recipients are the resource engine's.
 */
export async function financeModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await financeRoutes(app, ctx);
}
