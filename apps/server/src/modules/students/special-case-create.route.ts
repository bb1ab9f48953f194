import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { recordAudit } from '../../audit/audit.ts';
import { notFound, parseInput } from '../../http/errors.ts';
import { requireAccess } from '../identity/identity-deps.ts';
import { insertSpecialCase } from './student-records.repository.ts';
import { findStudentInScope } from './students.repository.ts';
import { specialCaseSchema } from './special-cases.schemas.ts';

/**
 * POST /api/students/:id/special-cases (student-case-component): a special case with its evidence
 * files, for a student in scope.
 */
export async function specialCaseCreateRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const base = ctx.config.API_BASE;
  app.post(
    `${base}/students/:id/special-cases`,
    { config: { permission: 'special-cases:create' }, bodyLimit: 24 * 1024 * 1024 },
    async (request, reply) => {
      const access = requireAccess(request);
      const { id } = parseInput(z.object({ id: z.uuid() }), request.params);
      const input = parseInput(specialCaseSchema, request.body);
      const row = await ctx.db.transaction(async (tx) => {
        const student = await findStudentInScope(tx, access.scopeFor('special-cases:create'), id);
        if (!student) throw notFound();
        const r = await insertSpecialCase(tx, {
          studentId: id,
          countryId: student.countryId,
          centreId: student.centreId,
          caseType: input.caseType,
          description: input.description ?? null,
          monthlySupport: input.monthlySupport ?? null,
          startsOn: input.startsOn ?? null,
          endsOn: input.endsOn ?? null,
          evidence: input.evidence.map((e) => ({
            name: e.name,
            contentType: e.contentType,
            size: Buffer.from(e.contentBase64, 'base64').length,
            fileBase64: e.contentBase64,
          })),
        });
        await recordAudit(
          tx,
          {
            action: 'create',
            resource: 'special-cases',
            recordId: r.id,
            newValues: { studentId: id, caseType: r.caseType, files: r.evidence.length },
          },
          request,
        );
        return r;
      });
      return reply
        .status(201)
        .send({ ...row, evidence: row.evidence.map((e) => ({ name: e.name, size: e.size })) });
    },
  );
}
