import { idParams, type RingInfo } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { notFound, parseInput, requestLocale } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { ringInfo } from './rings-info.service.ts';

/**
 * GET /api/rings-info/:id: one ring's figures, timetable and students (each with pages
 * memorised, attendance and pages of the last 30 days). A ring outside the scope is a 404.
 */
export async function ringInfoRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(
    `${ctx.config.API_BASE}/rings-info/:id`,
    { config: { permission: 'rings:read' } },
    async (request): Promise<RingInfo> => {
      const access = requireAccess(request);
      const { id } = parseInput(idParams, request.params);
      const info = await ringInfo(
        ctx.db,
        access.scopeFor('rings:read'),
        id,
        requestLocale(request),
      );
      if (!info) throw notFound();
      return info;
    },
  );
}
