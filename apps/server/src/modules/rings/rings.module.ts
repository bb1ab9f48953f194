import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { myRingsRoute } from './my-rings.route.ts';
import { readingsSearchRoute } from './readings-search.route.ts';
import { ringDayReadRoute } from './ring-day-read.route.ts';
import { ringDaySaveRoute } from './ring-day-save.route.ts';
import { ringInfoRoute } from './ring-info.route.ts';
import { ringStarsRankingRoute } from './ring-stars-ranking.route.ts';
import { ringTransferCreateRoute } from './ring-transfer-create.route.ts';
import { ringTransfersListRoute } from './ring-transfers-list.route.ts';
import { installRingHooks } from './rings.hooks.ts';
import { defineProgressRefillJob, scheduleProgressRefill } from './progress.job.ts';
import { jobWorkerEnabled } from '../../jobs/job-worker-registry.ts';
import { ringsInfoRoute } from './rings-info.route.ts';

/**
 * The rings module: the ring day, transfers, readings search, rings information and the stars'
 * ranking. The plain ring, follow-up-reason, follow-up visit, weekly time and stars records are
 * the resource engine's (their rules, and the timetable's list parameters, are hooks in
 * rings.hooks.ts).
 */
export async function ringsModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  installRingHooks();
  for (const route of [
    ringDayReadRoute,
    ringDaySaveRoute,
    myRingsRoute,
    ringTransferCreateRoute,
    ringTransfersListRoute,
    readingsSearchRoute,
    ringsInfoRoute,
    ringInfoRoute,
    ringStarsRankingRoute,
  ])
    await route(app, ctx);
  // The kept memorisation states: refilled where stale once the server is up, then nightly.
  defineProgressRefillJob();
  if (jobWorkerEnabled(ctx)) app.addHook('onReady', () => scheduleProgressRefill(ctx, new Date()));
}
