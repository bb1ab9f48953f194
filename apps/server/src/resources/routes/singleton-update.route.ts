import { permissionFor, translate, resourceKeys } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { documented, errorBody, recordJsonSchema, updateBody } from '../openapi.ts';
import type { BoundResource } from '../resource-binding.ts';
import { callerOf } from '../resource-caller.ts';
import { updateSingleton } from '../resource.service.ts';

/** PATCH /api/<name> of a singleton with `{ version, ...changes }` (409 when stale). */
export function singletonUpdateRoute(app: FastifyInstance, ctx: AppContext, b: BoundResource) {
  const def = b.def;
  app.patch(
    `${ctx.config.API_BASE}/${def.name}`,
    {
      config: { permission: permissionFor(def, 'update') },
      ...documented({
        tags: [def.name],
        summary: `Change the ${translate('en', resourceKeys.title(def.name))}`,
        body: updateBody(def),
        response: { 200: recordJsonSchema(def), 400: errorBody, 409: errorBody },
      }),
    },
    async (request) => updateSingleton(ctx, b, callerOf(request), request.body),
  );
}
