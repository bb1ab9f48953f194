import type { SpecialCase, SpecialCaseInput } from '@qc/domain';
import type { AppContext } from '../../app-context.ts';
import { notFound, validationFailed } from '../../http/errors.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites } from '../../resources/resource.service.ts';
import { findSpecialCase, specialCaseTypeByCode } from './student-records.repository.ts';
import { findStudentInScope } from './students.repository.ts';

/**
 * A special case with its evidence files for a student in scope. The files were uploaded by the
 * caller through the stored files and not yet claimed by a record. The case is written by the
 * engine's write core, like one made through `POST /api/student-special-cases` (references,
 * files, the centre hook, audit, change event); the monthly support is a column the definition
 * does not show, written as a system extra column. The kind must also still be in use. The
 * answer is the case as the special cases list shows it, read back in the same transaction.
 */
export async function createSpecialCase(
  ctx: AppContext,
  caller: Caller,
  id: string,
  input: SpecialCaseInput,
): Promise<SpecialCase> {
  const scope = caller.access.scopeFor('special-cases:create');
  return withWrites(ctx, caller, async (w) => {
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
    const made = await findSpecialCase(w.tx, String(r.id));
    if (!made) throw new Error(`special case ${String(r.id)} not found after its creation`);
    return made;
  });
}
