import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError, notFound, parseInput } from '../../http/errors.ts';
import { requireAccess } from '../identity/identity-deps.ts';
import { findRingInScope } from '../rings/rings.repository.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import { withWrites } from '../../resources/resource.service.ts';
import { findStudentInScope, insertCaseEvent } from './students.repository.ts';
import { requireStatusChange } from './status-change-check.ts';
import { paramsSchema, statusChangeSchema } from './student-status.schemas.ts';

/**
 * POST /api/students/:id/status: moves a student along the lifecycle; the change, its case event
 * (reason, date, who) and the audit entry land in one transaction. A student who graduates or
 * withdraws leaves their ring. The student is written by the engine's write core (a system write:
 * status is read-only in the form), so the version moves and open lists hear of it.
 */
export async function studentStatusChangeRoute(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  app.post(
    `${ctx.config.API_BASE}/students/:id/status`,
    { config: { permission: 'students:update' } },
    async (request) => {
      const access = requireAccess(request);
      const { id } = parseInput(paramsSchema, request.params);
      const input = parseInput(statusChangeSchema, request.body);
      const scope = access.scopeFor('students:update');
      return withWrites(ctx, callerOf(request), async (w) => {
        const tx = w.tx;
        const student = await findStudentInScope(tx, scope, id, { forUpdate: true });
        if (!student) throw notFound();
        requireStatusChange(student.status, input.to, input.reason, 'to');
        let ringId = student.ringId;
        if (input.to === 'active') {
          if (input.ringId) {
            const ring = await findRingInScope(tx, scope, input.ringId);
            if (!ring)
              throw new AppError(400, 'validation.invalid', undefined, {
                ringId: { code: 'validation.invalidChoice' },
              });
            ringId = ring.id;
          }
          if (!ringId)
            throw new AppError(400, 'students.needsRing', undefined, {
              ringId: { code: 'students.needsRing' },
            });
        }
        if (input.to === 'graduated' || input.to === 'withdrawn') ringId = null;
        const event = await insertCaseEvent(tx, {
          studentId: id,
          fromStatus: student.status,
          toStatus: input.to,
          reason: input.reason,
          occurredOn: input.date,
          decidedBy: access.userId,
        });
        const updated = await w.update(
          'students',
          id,
          { status: input.to, ringId },
          { scope, system: true, audit: { action: 'status', reason: input.reason } },
        );
        return {
          student: {
            id,
            status: String(updated.status),
            ringId: (updated.ringId as string | null) ?? null,
            version: Number(updated.version),
          },
          event,
        };
      });
    },
  );
}
