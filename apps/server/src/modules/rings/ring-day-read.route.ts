import { ringDayParams, type RingDayView } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { notFound, parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { loadRingDay } from './ring-day.service.ts';
import { findRingInScope } from './rings.repository.ts';

/**
 * GET /api/rings/:id/day/:date: the ring day (students, attendance, readings, last hifz, next
 * portion, revision plan, holiday). A ring outside the caller's scope is a 404: a teacher only
 * sees their rings.
 */
export async function ringDayReadRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(
    `${ctx.config.API_BASE}/rings/:id/day/:date`,
    { config: { permission: 'readings:read' } },
    async (request): Promise<RingDayView> => {
      const access = requireAccess(request);
      const { id, date } = parseInput(ringDayParams, request.params);
      const ring = await findRingInScope(ctx.db, access.scopeFor('readings:read'), id);
      if (!ring) throw notFound();
      return loadRingDay(ctx.db, ring, date);
    },
  );
}
