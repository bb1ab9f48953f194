import { permissionFor, translate, resourceKeys } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { documented, errorBody, idParams } from '../openapi.ts';
import type { BoundResource } from '../resource-binding.ts';
import { callerOf } from '../resource-caller.ts';
import { deleteRecord } from '../resource.service.ts';
import { idParam } from './resource-read.route.ts';

const query = z.object({ version: z.coerce.number().int().min(1).optional() });

/**
 * DELETE /api/<name>/:id[?version=]: deletes the record, or archives it when other records
 * refer to it; answers which (`{ outcome: 'deleted' | 'archived' }`).
 */
export function resourceDeleteRoute(app: FastifyInstance, ctx: AppContext, b: BoundResource) {
  const def = b.def;
  app.delete(
    `${ctx.config.API_BASE}/${def.name}/:id`,
    {
      config: { permission: permissionFor(def, 'delete') },
      ...documented({
        tags: [def.name],
        summary: `Delete (or archive when referenced) a ${translate('en', resourceKeys.singular(def.name))}`,
        params: idParams,
        querystring: { type: 'object', properties: { version: { type: 'integer' } } },
        response: {
          200: {
            type: 'object',
            properties: { outcome: { type: 'string', enum: ['deleted', 'archived'] } },
          },
          404: errorBody,
          409: errorBody,
        },
      }),
    },
    async (request) => {
      const { id } = parseInput(idParam, request.params);
      const { version } = parseInput(query, request.query ?? {});
      return deleteRecord(ctx, b, callerOf(request), id, version);
    },
  );
}
