import { isValidSlot } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { recordAudit } from '../../audit/audit.ts';
import { AppError, notFound, parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { findClash, insertRingTime, lockTeacher } from './ring-times.repository.ts';
import { findRingInScope } from './rings.repository.ts';
import { ringTimeSchema, idParams } from './ring-times.schemas.ts';

/**
 * POST /api/rings/:id/times: adds a weekly slot, refused with 409 when the ring or its teacher
 * already has a slot at that time (teachers locked, so two requests cannot both pass).
 */
export async function ringTimeCreateRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const base = ctx.config.API_BASE;
  app.post(
    `${base}/rings/:id/times`,
    { config: { permission: 'ring-times:create' } },
    async (request, reply) => {
      const access = requireAccess(request);
      const { id } = parseInput(idParams, request.params);
      const slot = parseInput(ringTimeSchema, request.body);
      if (!isValidSlot(slot)) {
        throw new AppError(400, 'rings.times.invalidSlot', undefined, {
          endsAt: { code: 'rings.times.invalidSlot' },
        });
      }
      const created = await ctx.db.transaction(async (tx) => {
        const ring = await findRingInScope(tx, access.scopeFor('ring-times:create'), id);
        if (!ring) throw notFound();
        const teachers = [ring.teacherId, ring.assistantId].filter((t): t is string => !!t);
        for (const t of teachers.sort()) await lockTeacher(tx, t);
        const clash = await findClash(tx, ring.id, teachers, slot);
        if (clash) throw new AppError(409, 'rings.times.clash', { ring: clash.ringName });
        const row = await insertRingTime(tx, ring.id, slot);
        await recordAudit(
          tx,
          { action: 'create', resource: 'ring-times', recordId: row.id, newValues: row },
          request,
        );
        return row;
      });
      return reply.status(201).send(created);
    },
  );
}
