import type { FastifyInstance } from 'fastify';
import { ringsInfoQuery, type RingFigures } from '@qc/domain';
import type { AppContext } from '../../app-context.ts';
import { parseInput, requestLocale } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { ringsInfo } from './rings-info.service.ts';

/**
 * GET /api/rings-info?project=&centreId=&q= (center-rings-info, maher- and zad-rings-info): the
 * open rings in scope with their figures of the last 30 days and their weekly slots.
 */
export async function ringsInfoRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(
    `${ctx.config.API_BASE}/rings-info`,
    { config: { permission: 'rings:read' } },
    async (request): Promise<{ items: RingFigures[] }> => {
      const access = requireAccess(request);
      const q = parseInput(ringsInfoQuery, request.query);
      const items = await ringsInfo(
        ctx.db,
        access.scopeFor('rings:read'),
        { projectCode: q.project, centreId: q.centreId, q: q.q },
        requestLocale(request),
      );
      return { items };
    },
  );
}
