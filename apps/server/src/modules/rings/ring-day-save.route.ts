import { ringDayParams, ringDaySaveInput } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { idempotent } from '../../http/idempotency.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import { timed } from '../../http/server-timing.ts';
import { saveRingDay } from './ring-day.service.ts';

/**
 * PUT /api/rings/:id/day/:date (readings:create): saves attendance and readings of many students
 * at once, in one transaction; any invalid row refuses the whole save. See the service. With an
 * `Idempotency-Key` header the same save sent twice is handled once (http/idempotency.ts).
 */
export async function ringDaySaveRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.put(
    `${ctx.config.API_BASE}/rings/:id/day/:date`,
    { config: { permission: 'readings:create' } },
    // The offline outbox sends a day with an Idempotency-Key: a resend answers the first save.
    idempotent(ctx, async (request) => {
      const caller = callerOf(request);
      const { id, date } = parseInput(ringDayParams, request.params);
      const input = await timed('parse', async () => parseInput(ringDaySaveInput, request.body));
      return saveRingDay(ctx, caller, id, date, input);
    }),
  );
}
