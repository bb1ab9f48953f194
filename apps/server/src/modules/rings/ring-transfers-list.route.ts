import { ringTransferListQuery, type ListPage, type RingTransfer } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { listTransfers } from './ring-transfers.repository.ts';

/**
 * GET /api/ring-transfers: one page of the transfer history in scope, newest first, as
 * `{ items, total, page, pageSize }`.
 */
export async function ringTransfersListRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const base = ctx.config.API_BASE;
  app.get(
    `${base}/ring-transfers`,
    { config: { permission: 'ring-transfers:read' } },
    async (request): Promise<ListPage<RingTransfer>> => {
      const access = requireAccess(request);
      const filter = parseInput(ringTransferListQuery, request.query);
      const { items, total } = await listTransfers(
        ctx.db,
        access.scopeFor('ring-transfers:read'),
        filter,
      );
      return { items, total, page: filter.page, pageSize: filter.pageSize };
    },
  );
}
