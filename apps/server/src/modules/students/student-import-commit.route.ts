import { idParams, type StudentImportView } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import { commitStudentImport } from './student-import-commit.service.ts';

/** POST /api/student-imports/:id/commit (students:create): imports the valid rows; see the service. */
export async function studentImportCommitRoute(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  app.post(
    `${ctx.config.API_BASE}/student-imports/:id/commit`,
    { config: { permission: 'students:create' } },
    async (request): Promise<StudentImportView> => {
      const caller = callerOf(request);
      const { id } = parseInput(idParams, request.params);
      return commitStudentImport(ctx, caller, id);
    },
  );
}
