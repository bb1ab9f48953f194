import { permissionFor, translate, resourceKeys } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { documented, errorBody, idParams, recordJsonSchema } from '../openapi.ts';
import type { BoundResource } from '../resource-binding.ts';
import { callerOf } from '../resource-caller.ts';
import { readRecord } from '../resource.service.ts';

export const idParam = z.object({ id: z.uuid('errors.notFound') });

/** GET /api/<name>/:id: one record (archived included), 404 outside the caller's scope. */
export function resourceReadRoute(app: FastifyInstance, ctx: AppContext, b: BoundResource) {
  const def = b.def;
  app.get(
    `${ctx.config.API_BASE}/${def.name}/:id`,
    {
      config: { permission: permissionFor(def, 'read') },
      ...documented({
        tags: [def.name],
        summary: `Read one ${translate('en', resourceKeys.singular(def.name))}`,
        params: idParams,
        response: { 200: recordJsonSchema(def), 404: errorBody },
      }),
    },
    async (request) => {
      const { id } = parseInput(idParam, request.params);
      return readRecord(ctx, b, callerOf(request), id);
    },
  );
}
