import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { recordAudit } from '../../audit/audit.ts';
import { AppError, notFound, parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { findStudentInScope } from '../students/students.repository.ts';
import { insertStars } from './ring-records.repository.ts';
import { findRingInScope } from './rings.repository.ts';
import { starsSchema } from './ring-stars.schemas.ts';

/**
 * POST /api/rings/:id/stars (center-rings-stars): stars of a star type for a ring in scope or
 * one of its students, for a period.
 */
export async function ringStarsAwardRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const base = ctx.config.API_BASE;
  app.post(
    `${base}/rings/:id/stars`,
    { config: { permission: 'stars:create' } },
    async (request, reply) => {
      const access = requireAccess(request);
      const { id } = parseInput(z.object({ id: z.uuid() }), request.params);
      const input = parseInput(starsSchema, request.body);
      const scope = access.scopeFor('stars:create');
      const row = await ctx.db.transaction(async (tx) => {
        const ring = await findRingInScope(tx, scope, id);
        if (!ring) throw notFound();
        if (input.studentId) {
          const s = await findStudentInScope(tx, scope, input.studentId);
          if (!s || s.ringId !== ring.id)
            throw new AppError(400, 'errors.validation', undefined, {
              studentId: { code: 'rings.day.studentNotInRing' },
            });
        }
        const r = await insertStars(tx, {
          ringId: ring.id,
          countryId: ring.countryId,
          centreId: ring.centreId,
          studentId: input.studentId ?? null,
          starType: input.starType,
          stars: input.stars,
          periodFrom: input.periodFrom,
          periodTo: input.periodTo,
          reason: input.reason ?? null,
          awardedBy: access.userId,
        });
        await recordAudit(
          tx,
          { action: 'create', resource: 'stars', recordId: r.id, newValues: r },
          request,
        );
        return r;
      });
      return reply.status(201).send(row);
    },
  );
}
