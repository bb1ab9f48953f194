import { userAssignmentParams } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../../http/errors.ts';
import { removeAssignment } from '../assignments.service.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { requireAccess } from '../../../access/require-access.ts';

/** DELETE /api/users/:id/assignments/:assignmentId (users:update) */
export function assignmentRemoveRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.delete(
    `${deps.config.API_BASE}/users/:id/assignments/:assignmentId`,
    { config: { permission: 'users:update' } },
    async (request): Promise<{ ok: true }> => {
      const { id, assignmentId } = parseInput(userAssignmentParams, request.params);
      await removeAssignment(deps.db, requireAccess(request), id, assignmentId, request);
      return { ok: true as const };
    },
  );
}
