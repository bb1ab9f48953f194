import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { notFound, parseInput, validationFailed } from '../../http/errors.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import { withWrites } from '../../resources/resource.service.ts';
import { requireAccess } from '../../access/require-access.ts';
import { specialCaseTypeByCode } from './student-records.repository.ts';
import { findStudentInScope } from './students.repository.ts';
import { specialCaseSchema } from './special-cases.schemas.ts';

/**
 * POST /api/students/:id/special-cases (student-case-component): a special case with its evidence
 * files, for a student in scope, from the student's screen (which also takes the monthly support,
 * a column the special-cases definition does not show). The files were uploaded by the caller
 * through the stored files (`POST /api/files?resource=student-special-cases&field=evidence`) and
 * not yet claimed by a record. The case is written by the engine's write core, like one made
 * through `POST /api/student-special-cases`: the same checks of references and files, the
 * centre hook, audit and change event; the kind must also still be in use.
 */
export async function specialCaseCreateRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const base = ctx.config.API_BASE;
  app.post(
    `${base}/students/:id/special-cases`,
    { config: { permission: 'special-cases:create' } },
    async (request, reply) => {
      const access = requireAccess(request);
      const { id } = parseInput(z.object({ id: z.uuid() }), request.params);
      const input = parseInput(specialCaseSchema, request.body);
      const scope = access.scopeFor('special-cases:create');
      const row = await withWrites(ctx, callerOf(request), async (w) => {
        const student = await findStudentInScope(w.tx, scope, id);
        if (!student) throw notFound();
        const kind = await specialCaseTypeByCode(w.tx, input.caseType);
        if (!kind)
          throw validationFailed({ caseType: { code: 'resources.validation.referenceNotFound' } });
        if (kind.archivedAt)
          throw validationFailed({ caseType: { code: 'resources.validation.referenceArchived' } });
        if (kind.status !== 'active')
          throw validationFailed({ caseType: { code: 'resources.validation.referenceInactive' } });
        const evidence = [...new Set(input.evidence.map((e) => e.id))].map((fileId) => ({
          id: fileId,
        }));
        const monthlySupport = input.monthlySupport ?? null;
        const r = await w.create(
          'student-special-cases',
          {
            studentId: id,
            centreId: student.centreId,
            caseTypeId: kind.id,
            description: input.description ?? null,
            startsOn: input.startsOn ?? null,
            endsOn: input.endsOn ?? null,
            evidence,
          },
          { scope, system: true, extraColumns: { monthlySupport } },
        );
        return { ...r, monthlySupport };
      });
      return reply.status(201).send(row);
    },
  );
}
