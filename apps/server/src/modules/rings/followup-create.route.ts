import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { recordAudit } from '../../audit/audit.ts';
import { AppError, notFound, parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { findReason, insertFollowup } from './ring-records.repository.ts';
import { findRingInScope } from './rings.repository.ts';
import { followupSchema } from './followups.schemas.ts';

/**
 * POST /api/rings/:id/followups (center-followups-component): a supervisor's visit to a ring in
 * scope, with an active reason.
 */
export async function followupCreateRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const base = ctx.config.API_BASE;
  app.post(
    `${base}/rings/:id/followups`,
    { config: { permission: 'followups:create' } },
    async (request, reply) => {
      const access = requireAccess(request);
      const { id } = parseInput(z.object({ id: z.uuid() }), request.params);
      const input = parseInput(followupSchema, request.body);
      const row = await ctx.db.transaction(async (tx) => {
        const ring = await findRingInScope(tx, access.scopeFor('followups:create'), id);
        if (!ring) throw notFound();
        if (input.reasonId && !(await findReason(tx, input.reasonId))) {
          throw new AppError(400, 'errors.validation', undefined, {
            reasonId: { code: 'validation.invalidChoice' },
          });
        }
        const f = await insertFollowup(tx, {
          ringId: ring.id,
          countryId: ring.countryId,
          centreId: ring.centreId,
          visitedOn: input.visitedOn,
          visitorUserId: access.userId,
          reasonId: input.reasonId ?? null,
          findings: input.findings ?? null,
          score: input.score ?? null,
          actions: input.actions ?? null,
        });
        await recordAudit(
          tx,
          { action: 'create', resource: 'followups', recordId: f.id, newValues: f },
          request,
        );
        return f;
      });
      return reply.status(201).send(row);
    },
  );
}
