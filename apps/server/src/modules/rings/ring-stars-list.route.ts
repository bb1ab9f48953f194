import { listPageQuery, type ListPage, type StarAward, type StarRanking } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { listStars } from './ring-records.repository.ts';

/**
 * GET /api/ring-stars: one page of the stars in scope (by ring, centre or student), as
 * `{ items, total, page, pageSize }`, with `ranking`: the five rings with the most stars among all
 * matching awards.
 */
export async function ringStarsListRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const base = ctx.config.API_BASE;
  app.get(
    `${base}/ring-stars`,
    { config: { permission: 'stars:read' } },
    async (request): Promise<ListPage<StarAward> & { ranking: StarRanking[] }> => {
      const access = requireAccess(request);
      const f = parseInput(
        z.object({
          ringId: z.uuid().optional(),
          centreId: z.uuid().optional(),
          studentId: z.uuid().optional(),
          ...listPageQuery,
        }),
        request.query,
      );
      const { items, total, ranking } = await listStars(ctx.db, access.scopeFor('stars:read'), f);
      return {
        items: items.map((r) => ({ ...r.star, ringName: r.ringName, studentName: r.studentName })),
        ranking,
        total,
        page: f.page,
        pageSize: f.pageSize,
      };
    },
  );
}
