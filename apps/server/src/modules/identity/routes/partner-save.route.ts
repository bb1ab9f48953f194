import { partnerSchema } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../../../audit/audit.ts';
import { conflict, notFound, parseInput } from '../../../http/errors.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { findPartner, insertPartner, updatePartner } from '../partners.repository.ts';
import { idParams } from './paging.ts';

/** POST /api/partners (partners:create) and PATCH /api/partners/:id { version, ... } (partners:update) */
export function partnerSaveRoutes(app: FastifyInstance, deps: IdentityDeps) {
  app.post(
    `${deps.config.API_BASE}/partners`,
    { config: { permission: 'partners:create' } },
    async (request, reply) => {
      const input = parseInput(partnerSchema, request.body);
      const row = await deps.db.transaction(async (tx) => {
        const created = await insertPartner(tx, input);
        await recordAudit(
          tx,
          { action: 'create', resource: 'partners', recordId: created.id, newValues: created },
          request,
        );
        return created;
      });
      return reply.status(201).send(row);
    },
  );
  app.patch(
    `${deps.config.API_BASE}/partners/:id`,
    { config: { permission: 'partners:update' } },
    async (request) => {
      const { id } = parseInput(idParams, request.params);
      const { version, ...input } = parseInput(
        partnerSchema.partial().extend({ version: z.number().int().min(1) }),
        request.body,
      );
      const before = await findPartner(deps.db, id);
      if (!before) throw notFound();
      return deps.db.transaction(async (tx) => {
        const after = await updatePartner(tx, id, input, version);
        if (!after) throw conflict();
        await recordAudit(
          tx,
          {
            action: 'update',
            resource: 'partners',
            recordId: id,
            oldValues: before,
            newValues: after,
          },
          request,
        );
        return after;
      });
    },
  );
}
