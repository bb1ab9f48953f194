import { permissionFor } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { documented } from '../openapi.ts';
import type { BoundResource } from '../resource-binding.ts';
import { callerOf } from '../resource-caller.ts';
import { readSingleton, recordHistory } from '../resource.service.ts';
import { historyResponse } from './resource-history.route.ts';

/** GET /api/<name>/history of a singleton: its audit trail. */
export function singletonHistoryRoute(app: FastifyInstance, ctx: AppContext, b: BoundResource) {
  const def = b.def;
  app.get(
    `${ctx.config.API_BASE}/${def.name}/history`,
    {
      config: { permission: permissionFor(def, 'read') },
      ...documented({
        tags: [def.name],
        summary: 'History of changes',
        response: { 200: historyResponse },
      }),
    },
    async (request) => {
      const caller = callerOf(request);
      const record = await readSingleton(ctx, b, caller);
      return recordHistory(ctx, b, caller, String(record.id));
    },
  );
}
