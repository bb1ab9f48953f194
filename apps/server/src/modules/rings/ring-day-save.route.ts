import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError, notFound, parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { saveRingDay } from './ring-day.service.ts';
import { findRingInScope } from './rings.repository.ts';
import { paramsSchema, ringDaySaveSchema, isFuture } from './ring-day.schemas.ts';

/**
 * PUT /api/rings/:id/day/:date: saves attendance and readings of many students at once, in one
 * transaction; any invalid row refuses the whole save. A ring outside the scope is a 404.
 */
export async function ringDaySaveRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.put(
    `${ctx.config.API_BASE}/rings/:id/day/:date`,
    { config: { permission: 'readings:create' } },
    async (request) => {
      const access = requireAccess(request);
      const { id, date } = parseInput(paramsSchema, request.params);
      const input = parseInput(ringDaySaveSchema, request.body);
      const scope = access.scopeFor('readings:create');
      if (isFuture(date))
        throw new AppError(400, 'rings.day.future', undefined, {
          date: { code: 'rings.day.future' },
        });
      return ctx.db.transaction(async (tx) => {
        const ring = await findRingInScope(tx, scope, id);
        if (!ring) throw notFound();
        if (input.rows.some((r) => r.attendance) && !access.can('attendance:create')) {
          throw new AppError(403, 'errors.forbidden');
        }
        return saveRingDay(tx, ring, date, input.rows, access.employeeId, request);
      });
    },
  );
}
