import { idParams, STUDENT_STATUS_CHANGE_PERMISSION, studentStatusChangeInput } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import { changeStudentStatus } from './student-status.service.ts';

/** POST /api/students/:id/status { to, reason, date, ringId? } (students:update): see the service. */
export async function studentStatusChangeRoute(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  app.post(
    `${ctx.config.API_BASE}/students/:id/status`,
    { config: { permission: STUDENT_STATUS_CHANGE_PERMISSION } },
    async (request) => {
      const caller = callerOf(request);
      const { id } = parseInput(idParams, request.params);
      const input = parseInput(studentStatusChangeInput, request.body);
      return changeStudentStatus(ctx, caller, id, input);
    },
  );
}
