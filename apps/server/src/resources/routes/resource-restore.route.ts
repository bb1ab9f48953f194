import { permissionFor } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { NO_BODY } from '../../http/route-docs.ts';
import { documented, errorBody, idParams, recordJsonSchema } from '../openapi.ts';
import type { BoundResource } from '../resource-binding.ts';
import { callerOf } from '../resource-caller.ts';
import { restoreRecord } from '../resource.service.ts';
import { idParam } from './resource-read.route.ts';

/** POST /api/<name>/:id/restore: brings an archived record back (permission to delete). */
export function resourceRestoreRoute(app: FastifyInstance, ctx: AppContext, b: BoundResource) {
  const def = b.def;
  app.post(
    `${ctx.config.API_BASE}/${def.name}/:id/restore`,
    {
      config: { permission: permissionFor(def, 'delete') },
      ...documented({
        tags: [def.name],
        summary: 'Restore an archived record',
        params: idParams,
        ...NO_BODY,
        response: { 200: recordJsonSchema(def), 404: errorBody, 409: errorBody },
      }),
    },
    async (request) => {
      const { id } = parseInput(idParam, request.params);
      return restoreRecord(ctx, b, callerOf(request), id);
    },
  );
}
