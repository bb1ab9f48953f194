import { ringTimeListQuery, type RingSlot } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { listRingTimes } from './ring-times.repository.ts';

/**
 * GET /api/ring-times (ring-time-all, ring-time-maher with projectCode, rings-teacher-times with
 * teacherId): the weekly slots in scope.
 */
export async function ringTimesListRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const base = ctx.config.API_BASE;
  app.get(
    `${base}/ring-times`,
    { config: { permission: 'ring-times:read' } },
    async (request): Promise<{ items: RingSlot[] }> => {
      const access = requireAccess(request);
      const filter = parseInput(ringTimeListQuery, request.query);
      return { items: await listRingTimes(ctx.db, access.scopeFor('ring-times:read'), filter) };
    },
  );
}
