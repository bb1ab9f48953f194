import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { donationsRoutes } from './donations.routes.ts';
import { donorPortalRoutes } from './donor-portal.routes.ts';
import { defineImpactJob } from './impact-report.ts';
import { defineRemindersJob, nextSweepAt, scheduleSweep } from './reminders.service.ts';
import { installSponsorshipRequestHooks } from './sponsorship-requests.hooks.ts';
import { jobWorkerEnabled } from '../../jobs/job-worker-registry.ts';

let jobsDefined = false;

/**
 * The donations module: gifts, pledges and their instalments, payments through a provider
 * (manual: cash and bank transfer) posted to the ledger, receipts, refunds as reversals, and
 * the public giving API. Types, benefactors, links and sponsorship requests are the resource
 * engine's (docs/donations.md).
 */
export async function donationsModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  installSponsorshipRequestHooks();
  await donationsRoutes(app, ctx);
  await donorPortalRoutes(app, ctx);
  if (!jobsDefined) {
    defineRemindersJob();
    defineImpactJob();
    jobsDefined = true;
  }
  // The daily sweep of missed instalments waits in the queue of a process that runs jobs.
  if (jobWorkerEnabled(ctx)) app.addHook('onReady', () => scheduleSweep(ctx, nextSweepAt()));
}
