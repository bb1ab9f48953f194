import { permissionFor, translate, resourceKeys } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { documented, listQuerystring } from '../openapi.ts';
import type { BoundResource } from '../resource-binding.ts';
import { callerOf } from '../resource-caller.ts';
import { lookupRecords } from '../resource.service.ts';

/**
 * GET /api/<name>/lookup?q=&ids=&limit=&<filters>: options of a reference picker, named in the
 * caller's language (`ids` resolves the labels of values already chosen, archived included).
 */
export function resourceLookupRoute(app: FastifyInstance, ctx: AppContext, b: BoundResource) {
  const def = b.def;
  app.get(
    `${ctx.config.API_BASE}/${def.name}/lookup`,
    {
      config: { permission: permissionFor(def, 'read') },
      ...documented({
        tags: [def.name],
        summary: `Pick ${translate('en', resourceKeys.title(def.name))} (reference pickers)`,
        querystring: listQuerystring(def, {
          ids: { type: 'string', description: 'comma-separated ids to name' },
          limit: { type: 'integer', minimum: 1, maximum: 50 },
        }),
        response: {
          200: {
            type: 'object',
            properties: {
              items: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    id: { type: 'string' },
                    label: { type: 'string' },
                    subtitle: { type: 'string', nullable: true },
                    archived: { type: 'boolean' },
                  },
                },
              },
            },
          },
        },
      }),
    },
    async (request) =>
      lookupRecords(ctx, b, callerOf(request), (request.query ?? {}) as Record<string, unknown>),
  );
}
