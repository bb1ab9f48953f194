import { idParams, ringTransferInput } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import { transferStudent } from './ring-transfer.service.ts';

/** POST /api/students/:id/transfer { toRingId, reason, date } (ring-transfers:create): see the service. */
export async function ringTransferCreateRoute(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  app.post(
    `${ctx.config.API_BASE}/students/:id/transfer`,
    { config: { permission: 'ring-transfers:create' } },
    async (request, reply) => {
      const caller = callerOf(request);
      const { id } = parseInput(idParams, request.params);
      const input = parseInput(ringTransferInput, request.body);
      return reply.status(201).send(await transferStudent(ctx, caller, id, input));
    },
  );
}
