import { permissionFor } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { documented, errorBody, idParams } from '../openapi.ts';
import type { BoundResource } from '../resource-binding.ts';
import { callerOf } from '../resource-caller.ts';
import { recordHistory } from '../resource.service.ts';
import { idParam } from './resource-read.route.ts';

export const historyResponse = {
  type: 'object',
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          at: { type: 'string', format: 'date-time' },
          action: { type: 'string', enum: ['create', 'update', 'delete', 'archive', 'restore'] },
          actor: {
            type: 'object',
            nullable: true,
            properties: { id: { type: 'string' }, name: { type: 'string' } },
          },
          changes: {
            type: 'array',
            items: {
              type: 'object',
              properties: { field: { type: 'string' }, before: {}, after: {} },
            },
          },
        },
      },
    },
  },
};

/** GET /api/<name>/:id/history: the record's audit trail, for whoever may read the record. */
export function resourceHistoryRoute(app: FastifyInstance, ctx: AppContext, b: BoundResource) {
  const def = b.def;
  app.get(
    `${ctx.config.API_BASE}/${def.name}/:id/history`,
    {
      config: { permission: permissionFor(def, 'read') },
      ...documented({
        tags: [def.name],
        summary: 'History of changes of one record',
        params: idParams,
        response: { 200: historyResponse, 404: errorBody },
      }),
    },
    async (request) => {
      const { id } = parseInput(idParam, request.params);
      return recordHistory(ctx, b, callerOf(request), id);
    },
  );
}
