import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { listTransfers } from './ring-transfers.repository.ts';
import { listQuery } from './ring-transfer.schemas.ts';

/**
 * GET /api/ring-transfers: one page of the transfer history in scope, newest first, as
 * `{ items, total, page, pageSize }`.
 */
export async function ringTransfersListRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const base = ctx.config.API_BASE;
  app.get(
    `${base}/ring-transfers`,
    { config: { permission: 'ring-transfers:read' } },
    async (request) => {
      const access = requireAccess(request);
      const filter = parseInput(listQuery, request.query);
      const { items, total } = await listTransfers(
        ctx.db,
        access.scopeFor('ring-transfers:read'),
        filter,
      );
      return { items, total, page: filter.page, pageSize: filter.pageSize };
    },
  );
}
