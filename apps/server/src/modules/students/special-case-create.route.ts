import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { recordAudit } from '../../audit/audit.ts';
import { notFound, parseInput, validationFailed } from '../../http/errors.ts';
import { claimFiles, fileRows } from '../../resources/files.repository.ts';
import { requireAccess } from '../identity/identity-deps.ts';
import { insertSpecialCase, specialCaseTypeByCode } from './student-records.repository.ts';
import { findStudentInScope } from './students.repository.ts';
import { specialCaseSchema } from './special-cases.schemas.ts';

/**
 * POST /api/students/:id/special-cases (student-case-component): a special case with its evidence
 * files, for a student in scope. The files were uploaded by the caller through the stored files
 * (`POST /api/files?resource=student-special-cases&field=evidence`) and not yet claimed by a record; the
 * case claims them in the same transaction.
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
      const row = await ctx.db.transaction(async (tx) => {
        const student = await findStudentInScope(tx, access.scopeFor('special-cases:create'), id);
        if (!student) throw notFound();
        const kind = await specialCaseTypeByCode(tx, input.caseType);
        if (!kind)
          throw validationFailed({ caseType: { code: 'resources.validation.referenceNotFound' } });
        if (kind.archivedAt)
          throw validationFailed({ caseType: { code: 'resources.validation.referenceArchived' } });
        if (kind.status !== 'active')
          throw validationFailed({ caseType: { code: 'resources.validation.referenceInactive' } });
        const ids = [...new Set(input.evidence.map((e) => e.id))];
        const found = await fileRows(tx, ids);
        const usable = (f: (typeof found)[number]) =>
          f.resource === 'student-special-cases' &&
          f.field === 'evidence' &&
          f.recordId === null &&
          f.uploadedBy === access.userId;
        if (found.length !== ids.length || !found.every(usable))
          throw validationFailed({ evidence: { code: 'resources.validation.fileNotFound' } });
        const byId = new Map(found.map((f) => [f.id, f]));
        const files = ids.map((fid) => {
          const f = byId.get(fid)!;
          return { id: f.id, name: f.name, size: f.size, contentType: f.contentType };
        });
        const r = await insertSpecialCase(tx, {
          studentId: id,
          countryId: student.countryId,
          centreId: student.centreId,
          caseTypeId: kind.id,
          caseType: input.caseType,
          description: input.description ?? null,
          monthlySupport: input.monthlySupport ?? null,
          startsOn: input.startsOn ?? null,
          endsOn: input.endsOn ?? null,
          evidence: files,
        });
        await claimFiles(tx, ids, r.id);
        await recordAudit(
          tx,
          {
            action: 'create',
            resource: 'student-special-cases',
            recordId: r.id,
            newValues: { studentId: id, caseType: r.caseType, files: r.evidence.length },
          },
          request,
        );
        return r;
      });
      return reply.status(201).send(row);
    },
  );
}
