import { registrationLinkSchema } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { recordAudit } from '../../audit/audit.ts';
import { recordInScope } from '../../access/scope-condition.ts';
import { AppError, parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { findCentre } from './centres.repository.ts';
import { insertLink } from './registrations.repository.ts';

/**
 * POST /api/registration-links (admin-link-registration-form): a link with its form and quota
 * for a centre in scope.
 */
export async function registrationLinkCreateRoute(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const base = `${ctx.config.API_BASE}/registration-links`;
  app.post(base, { config: { permission: 'registrations:create' } }, async (request, reply) => {
    const access = requireAccess(request);
    const input = parseInput(registrationLinkSchema, request.body);
    const row = await ctx.db.transaction(async (tx) => {
      const centre = await findCentre(tx, input.centreId);
      if (
        !centre ||
        !recordInScope(access.scopeFor('registrations:create'), {
          countryId: centre.countryId,
          centreId: centre.id,
        })
      ) {
        throw new AppError(400, 'errors.validation', undefined, {
          centreId: { code: 'validation.invalidChoice' },
        });
      }
      const link = await insertLink(tx, {
        countryId: centre.countryId,
        centreId: centre.id,
        projectId: input.projectId ?? null,
        title: input.title,
        description: input.description ?? null,
        form: input.form,
        quota: input.quota ?? null,
        opensOn: input.opensOn ?? null,
        closesOn: input.closesOn ?? null,
      });
      await recordAudit(
        tx,
        { action: 'create', resource: 'registration-links', recordId: link.id, newValues: link },
        request,
      );
      return link;
    });
    return reply.status(201).send(row);
  });
}
