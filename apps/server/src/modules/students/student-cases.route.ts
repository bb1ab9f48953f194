import { idParams, type CaseEvent } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { notFound, parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { findStudentInScope, listCaseEvents } from './students.repository.ts';

/**
 * GET /api/students/:id/cases: the case history of a student in scope.
 */
export async function studentCasesRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(
    `${ctx.config.API_BASE}/students/:id/cases`,
    { config: { permission: 'students:read' } },
    async (request): Promise<{ items: CaseEvent[] }> => {
      const access = requireAccess(request);
      const { id } = parseInput(idParams, request.params);
      const student = await findStudentInScope(ctx.db, access.scopeFor('students:read'), id);
      if (!student) throw notFound();
      return { items: await listCaseEvents(ctx.db, id) };
    },
  );
}
