import { permissionFor, translate, resourceKeys } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { createBody, documented, errorBody, recordJsonSchema } from '../openapi.ts';
import type { BoundResource } from '../resource-binding.ts';
import { callerOf } from '../resource-caller.ts';
import { createRecord } from '../resource.service.ts';

/** POST /api/<name>: creates a record (validated, in scope, audited), 201 with the record. */
export function resourceCreateRoute(app: FastifyInstance, ctx: AppContext, b: BoundResource) {
  const def = b.def;
  app.post(
    `${ctx.config.API_BASE}/${def.name}`,
    {
      config: { permission: permissionFor(def, 'create') },
      ...documented({
        tags: [def.name],
        summary: `Create a ${translate('en', resourceKeys.singular(def.name))}`,
        body: createBody(def),
        response: { 201: recordJsonSchema(def), 400: errorBody, 403: errorBody, 409: errorBody },
      }),
    },
    async (request, reply) => {
      const record = await createRecord(ctx, b, callerOf(request), request.body);
      return reply.status(201).send(record);
    },
  );
}
