import { specialCaseListQuery, type ListPage, type SpecialCase } from '@qc/domain';
import { searchKey } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { listSpecialCases } from './student-records.repository.ts';

/**
 * GET /api/special-cases (special-case-search): special cases in scope by name and type;
 * evidence files are named, never sent, in lists. Paged (`page`, `pageSize` ≤ 100, default 25)
 * as `{ items, total, page, pageSize }`.
 */
export async function specialCasesListRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const base = ctx.config.API_BASE;
  app.get(
    `${base}/special-cases`,
    { config: { permission: 'special-cases:read' } },
    async (request): Promise<ListPage<SpecialCase>> => {
      const access = requireAccess(request);
      const f = parseInput(specialCaseListQuery, request.query);
      const q = f.q ? searchKey(f.q).split(' ').filter(Boolean) : undefined;
      const { items, total } = await listSpecialCases(
        ctx.db,
        access.scopeFor('special-cases:read'),
        { ...f, q },
      );
      return { items, total, page: f.page, pageSize: f.pageSize };
    },
  );
}
