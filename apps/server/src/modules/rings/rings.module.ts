import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { myRingsRoute } from './my-rings.route.ts';
import { readingsSearchRoute } from './readings-search.route.ts';
import { ringDayReadRoute } from './ring-day-read.route.ts';
import { ringDaySaveRoute } from './ring-day-save.route.ts';
import { ringInfoRoute } from './ring-info.route.ts';
import { ringStarsAwardRoute } from './ring-stars-award.route.ts';
import { ringStarsListRoute } from './ring-stars-list.route.ts';
import { ringTimeCreateRoute } from './ring-time-create.route.ts';
import { ringTimeDeleteRoute } from './ring-time-delete.route.ts';
import { ringTimesListRoute } from './ring-times-list.route.ts';
import { ringTransferCreateRoute } from './ring-transfer-create.route.ts';
import { ringTransfersListRoute } from './ring-transfers-list.route.ts';
import { installRingHooks } from './rings.hooks.ts';
import { ringsInfoRoute } from './rings-info.route.ts';

/**
 * The rings module: the ring day, the weekly timetable, transfers, readings search, rings
 * information and stars. The plain ring, follow-up-reason and follow-up visit records are the
 * resource engine's (the visits' rules are hooks in rings.hooks.ts).
 */
export async function ringsModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  installRingHooks();
  for (const route of [
    ringDayReadRoute,
    ringDaySaveRoute,
    myRingsRoute,
    ringTimesListRoute,
    ringTimeCreateRoute,
    ringTimeDeleteRoute,
    ringTransferCreateRoute,
    ringTransfersListRoute,
    readingsSearchRoute,
    ringsInfoRoute,
    ringInfoRoute,
    ringStarsAwardRoute,
    ringStarsListRoute,
  ])
    await route(app, ctx);
}
