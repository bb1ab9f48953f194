import { permissionFor, translate, resourceKeys } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { documented, errorBody, idParams, recordJsonSchema, updateBody } from '../openapi.ts';
import type { BoundResource } from '../resource-binding.ts';
import { callerOf } from '../resource-caller.ts';
import { updateRecord } from '../resource.service.ts';
import { idParam } from './resource-read.route.ts';

/**
 * PATCH /api/<name>/:id with `{ version, ...changes }`: changes a record the caller read at
 * that version; a stale version answers 409 and changes nothing.
 */
export function resourceUpdateRoute(app: FastifyInstance, ctx: AppContext, b: BoundResource) {
  const def = b.def;
  app.patch(
    `${ctx.config.API_BASE}/${def.name}/:id`,
    {
      config: { permission: permissionFor(def, 'update') },
      ...documented({
        tags: [def.name],
        summary: `Change a ${translate('en', resourceKeys.singular(def.name))}`,
        params: idParams,
        body: updateBody(def),
        response: { 200: recordJsonSchema(def), 400: errorBody, 404: errorBody, 409: errorBody },
      }),
    },
    async (request) => {
      const { id } = parseInput(idParam, request.params);
      return updateRecord(ctx, b, callerOf(request), id, request.body);
    },
  );
}
