import { idParams } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import { deleteRingTime } from './ring-times.service.ts';

/** DELETE /api/ring-times/:id (ring-times:delete): removes a slot (archived); see the service. */
export async function ringTimeDeleteRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.delete(
    `${ctx.config.API_BASE}/ring-times/:id`,
    { config: { permission: 'ring-times:delete' } },
    async (request, reply) => {
      const caller = callerOf(request);
      const { id } = parseInput(idParams, request.params);
      await deleteRingTime(ctx, caller, id);
      return reply.status(204).send();
    },
  );
}
