import { accountUpdateSchema } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../../audit/audit.ts';
import { parseInput, unauthorized } from '../../../http/errors.ts';
import { assertUnique, userView } from '../auth.service.ts';
import { normalisePhone } from '../identifiers.ts';
import { requireAccess, type IdentityDeps } from '../identity-deps.ts';
import { findUserById, updateUser } from '../users.repository.ts';

/** PATCH /api/account { displayName?, phone?, locale?, avatarUrl?, preferences? } → { user } */
export function accountUpdateRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.patch(`${deps.config.API_BASE}/account`, { config: { signedIn: true } }, async (request) => {
    const access = requireAccess(request);
    const input = parseInput(accountUpdateSchema, request.body);
    const before = await findUserById(deps.db, access.userId);
    if (!before) throw unauthorized();
    const phone =
      input.phone === undefined ? undefined : input.phone ? normalisePhone(input.phone) : null;
    if (phone) await assertUnique(deps.db, null, phone, access.userId);
    const changes = {
      ...input,
      ...(phone === undefined ? {} : { phone }),
      ...(input.preferences
        ? { preferences: { ...before.preferences, ...input.preferences } }
        : {}),
    };
    const after = await deps.db.transaction(async (tx) => {
      const row = await updateUser(tx, access.userId, changes);
      await recordAudit(
        tx,
        {
          action: 'update',
          resource: 'users',
          recordId: access.userId,
          oldValues: Object.fromEntries(
            Object.keys(changes).map((k) => [k, before[k as keyof typeof before]]),
          ),
          newValues: changes,
        },
        request,
      );
      return row ?? before;
    });
    return { user: userView(after) };
  });
}
