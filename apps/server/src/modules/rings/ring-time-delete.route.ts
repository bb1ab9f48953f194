import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { recordAudit } from '../../audit/audit.ts';
import { notFound, parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { archiveRingTime, findRingTimeInScope } from './ring-times.repository.ts';
import { idParams } from './ring-times.schemas.ts';

/**
 * DELETE /api/ring-times/:id: removes a slot of a ring in scope (archived).
 */
export async function ringTimeDeleteRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const base = ctx.config.API_BASE;
  app.delete(
    `${base}/ring-times/:id`,
    { config: { permission: 'ring-times:delete' } },
    async (request, reply) => {
      const access = requireAccess(request);
      const { id } = parseInput(idParams, request.params);
      await ctx.db.transaction(async (tx) => {
        const found = await findRingTimeInScope(tx, access.scopeFor('ring-times:delete'), id);
        if (!found) throw notFound();
        await archiveRingTime(tx, id);
        await recordAudit(
          tx,
          { action: 'archive', resource: 'ring-times', recordId: id, oldValues: found.time },
          request,
        );
      });
      return reply.status(204).send();
    },
  );
}
