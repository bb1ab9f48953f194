import { assignmentSchema, userIdParams, type RoleAssignmentRecord } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../../http/errors.ts';
import { addAssignment } from '../assignments.service.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { requireAccess } from '../../../access/require-access.ts';

/** POST /api/users/:id/assignments { roleId, scopeLevel, countryId?, centreId?, ringId? } → 201 (users:update) */
export function assignmentAddRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.post(
    `${deps.config.API_BASE}/users/:id/assignments`,
    { config: { permission: 'users:update' } },
    async (request, reply) => {
      const { id } = parseInput(userIdParams, request.params);
      const input = parseInput(assignmentSchema, request.body);
      const row: RoleAssignmentRecord = await addAssignment(
        deps.db,
        requireAccess(request),
        id,
        input,
        request,
      );
      return reply.status(201).send(row);
    },
  );
}
