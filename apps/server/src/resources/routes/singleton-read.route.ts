import { permissionFor, translate, resourceKeys } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { documented, recordJsonSchema } from '../openapi.ts';
import type { BoundResource } from '../resource-binding.ts';
import { callerOf } from '../resource-caller.ts';
import { readSingleton } from '../resource.service.ts';

/** GET /api/<name> of a singleton (organisation settings): its one record. */
export function singletonReadRoute(app: FastifyInstance, ctx: AppContext, b: BoundResource) {
  const def = b.def;
  app.get(
    `${ctx.config.API_BASE}/${def.name}`,
    {
      config: { permission: permissionFor(def, 'read') },
      ...documented({
        tags: [def.name],
        summary: `Read the ${translate('en', resourceKeys.title(def.name))}`,
        response: { 200: recordJsonSchema(def) },
      }),
    },
    async (request) => readSingleton(ctx, b, callerOf(request)),
  );
}
