import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { recordAudit } from '../../audit/audit.ts';
import { AppError, notFound, parseInput } from '../../http/errors.ts';
import { requireAccess } from '../identity/identity-deps.ts';
import { findRingInScope } from '../rings/rings.repository.ts';
import { findStudentInScope, insertCaseEvent, updateStudent } from './students.repository.ts';
import { requireStatusChange } from './status-change-check.ts';
import { paramsSchema, statusChangeSchema } from './student-status.schemas.ts';

/**
 * POST /api/students/:id/status: moves a student along the lifecycle; the change, its case event
 * (reason, date, who) and the audit entry land in one transaction. A student who graduates or
 * withdraws leaves their ring.
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
      return ctx.db.transaction(async (tx) => {
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
        const updated = await updateStudent(tx, id, { status: input.to, ringId });
        await recordAudit(
          tx,
          {
            action: 'status',
            resource: 'students',
            recordId: id,
            oldValues: { status: student.status, ringId: student.ringId },
            newValues: { status: input.to, ringId },
            reason: input.reason,
          },
          request,
        );
        return {
          student: { id, status: updated.status, ringId: updated.ringId, version: updated.version },
          event,
        };
      });
    },
  );
}
