import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { recordAudit } from '../../audit/audit.ts';
import { conflict, notFound, parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { decideRegistration, findRegistrationInScope } from './registrations.repository.ts';
import { rejectSchema, params } from './registrations.schemas.ts';

/**
 * POST /api/registrations/:id/reject: refuses a registration with a note.
 */
export async function registrationRejectRoute(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const base = `${ctx.config.API_BASE}/registrations`;
  app.post(
    `${base}/:id/reject`,
    { config: { permission: 'registrations:approve' } },
    async (request) => {
      const access = requireAccess(request);
      const { id } = parseInput(params, request.params);
      const input = parseInput(rejectSchema, request.body);
      return ctx.db.transaction(async (tx) => {
        const reg = await findRegistrationInScope(
          tx,
          access.scopeFor('registrations:approve'),
          id,
          true,
        );
        if (!reg) throw notFound();
        if (reg.status !== 'pending') throw conflict('students.registration.alreadyDecided');
        const decided = await decideRegistration(tx, id, {
          status: 'rejected',
          decidedBy: access.userId,
          decisionNote: input.note,
        });
        await recordAudit(
          tx,
          { action: 'reject', resource: 'registrations', recordId: id, reason: input.note },
          request,
        );
        return decided;
      });
    },
  );
}
