import { permissionFor, translate, resourceKeys } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { documented, errorBody, listQuerystring, recordJsonSchema } from '../openapi.ts';
import type { BoundResource } from '../resource-binding.ts';
import { callerOf } from '../resource-caller.ts';
import { listRecords } from '../resource.service.ts';

/** GET /api/<name>: a page of records, sorted, filtered and searched, inside the caller's scope. */
export function resourceListRoute(app: FastifyInstance, ctx: AppContext, b: BoundResource) {
  const def = b.def;
  app.get(
    `${ctx.config.API_BASE}/${def.name}`,
    {
      config: { permission: permissionFor(def, 'read') },
      ...documented({
        tags: [def.name],
        summary: `List ${translate('en', resourceKeys.title(def.name))}`,
        querystring: listQuerystring(def),
        response: {
          200: {
            type: 'object',
            properties: {
              items: { type: 'array', items: recordJsonSchema(def) },
              total: { type: 'integer' },
              // True when `total` is an estimate (more than 1,000 rows match): shown "about N".
              totalEstimated: { type: 'boolean' },
              page: { type: 'integer' },
              pageSize: { type: 'integer' },
            },
          },
          400: errorBody,
        },
      }),
    },
    async (request) => listRecords(ctx, b, callerOf(request), request.query),
  );
}
