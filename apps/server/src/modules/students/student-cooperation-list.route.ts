import { listPageQuery, type ListPage, type Cooperation } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { listCooperation } from './student-records.repository.ts';

const query = z.object({
  ringId: z.uuid().optional(),
  centreId: z.uuid().optional(),
  studentId: z.uuid().optional(),
  ...listPageQuery,
});

/**
 * GET /api/student-cooperation: one page of the students helping teachers in scope (by ring,
 * centre or student), as `{ items, total, page, pageSize }`.
 */
export async function studentCooperationListRoute(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const base = ctx.config.API_BASE;
  app.get(
    `${base}/student-cooperation`,
    { config: { permission: 'students:read' } },
    async (request): Promise<ListPage<Cooperation>> => {
      const access = requireAccess(request);
      const f = parseInput(query, request.query);
      const { items, total } = await listCooperation(ctx.db, access.scopeFor('students:read'), f);
      return {
        items: items.map((r) => ({ ...r.item, studentName: r.studentName, ringName: r.ringName })),
        total,
        page: f.page,
        pageSize: f.pageSize,
      };
    },
  );
}
