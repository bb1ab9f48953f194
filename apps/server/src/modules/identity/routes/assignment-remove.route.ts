import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../../http/errors.ts';
import { removeAssignment } from '../assignments.service.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { requireAccess } from '../../../access/require-access.ts';

const params = z.object({ id: z.string().uuid(), assignmentId: z.string().uuid() });

/** DELETE /api/users/:id/assignments/:assignmentId (users:update) */
export function assignmentRemoveRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.delete(
    `${deps.config.API_BASE}/users/:id/assignments/:assignmentId`,
    { config: { permission: 'users:update' } },
    async (request) => {
      const { id, assignmentId } = parseInput(params, request.params);
      await removeAssignment(deps.db, requireAccess(request), id, assignmentId, request);
      return { ok: true };
    },
  );
}
