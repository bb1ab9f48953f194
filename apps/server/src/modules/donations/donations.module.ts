import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { donationsRoutes } from './donations.routes.ts';

/**
 * The donations module: gifts, pledges and their instalments, payments through a provider
 * (manual: cash and bank transfer) posted to the ledger, receipts, refunds as reversals, and
 * the public giving API. Types, benefactors, links and sponsorship requests are the resource
 * engine's (docs/donations.md).
 */
export async function donationsModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await donationsRoutes(app, ctx);
}
