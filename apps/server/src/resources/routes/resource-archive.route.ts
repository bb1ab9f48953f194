import { permissionFor } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { documented, errorBody } from '../openapi.ts';
import type { BoundResource } from '../resource-binding.ts';
import { callerOf } from '../resource-caller.ts';
import { archiveRecords } from '../resource.service.ts';

const body = z.object({ ids: z.array(z.uuid('errors.notFound')).min(1).max(100) });

/** POST /api/<name>/archive `{ ids }`: the list page's bulk archive, all or nothing. */
export function resourceArchiveRoute(app: FastifyInstance, ctx: AppContext, b: BoundResource) {
  const def = b.def;
  app.post(
    `${ctx.config.API_BASE}/${def.name}/archive`,
    {
      config: { permission: permissionFor(def, 'delete') },
      ...documented({
        tags: [def.name],
        summary: 'Archive several records',
        body: {
          type: 'object',
          properties: { ids: { type: 'array', items: { type: 'string', format: 'uuid' } } },
        },
        response: {
          200: { type: 'object', properties: { archived: { type: 'integer' } } },
          404: errorBody,
        },
      }),
    },
    async (request) => {
      const { ids } = parseInput(body, request.body);
      return archiveRecords(ctx, b, callerOf(request), ids);
    },
  );
}
