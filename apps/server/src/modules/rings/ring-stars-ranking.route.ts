import { starRankingQuery, type StarRanking } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { requireAccess } from '../../access/require-access.ts';
import { parseInput } from '../../http/errors.ts';
import { starRanking } from './ring-records.repository.ts';

/**
 * GET /api/ring-stars/ranking?ringId=&centreId=&studentId= (stars:read, center-rings-stars): the
 * five rings with the most stars among every award in scope that matches, counted by the server
 * over all of them (the awards themselves are the `ring-stars` definition's generic list).
 */
export async function ringStarsRankingRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(
    `${ctx.config.API_BASE}/ring-stars/ranking`,
    { config: { permission: 'stars:read' } },
    async (request): Promise<{ items: StarRanking[] }> => {
      const access = requireAccess(request);
      const f = parseInput(starRankingQuery, request.query);
      return { items: await starRanking(ctx.db, access.scopeFor('stars:read'), f) };
    },
  );
}
