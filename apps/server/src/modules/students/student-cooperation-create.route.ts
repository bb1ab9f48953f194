import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { recordAudit } from '../../audit/audit.ts';
import { AppError, notFound, parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { findRingInScope } from '../rings/rings.repository.ts';
import { insertCooperation } from './student-records.repository.ts';
import { findStudentInScope } from './students.repository.ts';
import { cooperationSchema } from './student-cooperation.schemas.ts';

/**
 * POST /api/students/:id/cooperation (student-cooperation-component): an advanced student who
 * assists a teacher of a ring in scope, with tasks and hours.
 */
export async function studentCooperationCreateRoute(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const base = ctx.config.API_BASE;
  app.post(
    `${base}/students/:id/cooperation`,
    { config: { permission: 'students:update' } },
    async (request, reply) => {
      const access = requireAccess(request);
      const { id } = parseInput(z.object({ id: z.uuid() }), request.params);
      const input = parseInput(cooperationSchema, request.body);
      const scope = access.scopeFor('students:update');
      const row = await ctx.db.transaction(async (tx) => {
        const student = await findStudentInScope(tx, scope, id);
        if (!student) throw notFound();
        const ring = await findRingInScope(tx, scope, input.ringId);
        if (!ring)
          throw new AppError(400, 'errors.validation', undefined, {
            ringId: { code: 'validation.invalidChoice' },
          });
        const r = await insertCooperation(tx, {
          studentId: id,
          ringId: ring.id,
          countryId: ring.countryId,
          centreId: ring.centreId,
          tasks: input.tasks,
          hoursPerWeek: input.hoursPerWeek,
          startsOn: input.startsOn,
          endsOn: input.endsOn ?? null,
        });
        await recordAudit(
          tx,
          { action: 'create', resource: 'student-cooperation', recordId: r.id, newValues: r },
          request,
        );
        return r;
      });
      return reply.status(201).send(row);
    },
  );
}
