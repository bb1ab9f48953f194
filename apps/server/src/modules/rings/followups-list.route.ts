import { followupListQuery, type ListPage, type Followup } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { listFollowups } from './ring-records.repository.ts';

/**
 * GET /api/followups: one page of the visits in scope, newest first, with their reason in three
 * languages, as `{ items, total, page, pageSize }`.
 */
export async function followupsListRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const base = ctx.config.API_BASE;
  app.get(
    `${base}/followups`,
    { config: { permission: 'followups:read' } },
    async (request): Promise<ListPage<Followup>> => {
      const access = requireAccess(request);
      const f = parseInput(followupListQuery, request.query);
      const { items, total } = await listFollowups(ctx.db, access.scopeFor('followups:read'), f);
      return {
        total,
        page: f.page,
        pageSize: f.pageSize,
        items: items.map((r) => ({
          ...r.followup,
          ringName: r.ringName,
          reason: r.reasonAr ? { ar: r.reasonAr, en: r.reasonEn, fr: r.reasonFr } : null,
        })),
      };
    },
  );
}
