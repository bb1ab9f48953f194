import { registrationLinkStatusInput } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { recordAudit } from '../../audit/audit.ts';
import { recordInScope } from '../../access/scope-condition.ts';
import { notFound, parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { findLink, setLinkStatus } from './registrations.repository.ts';

/**
 * POST /api/registration-links/:id/status: opens or closes a link.
 */
export async function registrationLinkStatusRoute(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const base = `${ctx.config.API_BASE}/registration-links`;
  app.post(
    `${base}/:id/status`,
    { config: { permission: 'registrations:update' } },
    async (request) => {
      const access = requireAccess(request);
      const { id } = parseInput(z.object({ id: z.uuid() }), request.params);
      const { status } = parseInput(registrationLinkStatusInput, request.body);
      return ctx.db.transaction(async (tx) => {
        const found = await findLink(tx, id);
        if (!found || !recordInScope(access.scopeFor('registrations:update'), found.link))
          throw notFound();
        await setLinkStatus(tx, id, status);
        await recordAudit(
          tx,
          {
            action: 'update',
            resource: 'registration-links',
            recordId: id,
            oldValues: { status: found.link.status },
            newValues: { status },
          },
          request,
        );
        return { id, status };
      });
    },
  );
}
