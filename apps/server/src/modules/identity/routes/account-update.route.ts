import { accountUpdateSchema, type AuthUserView } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput, unauthorized } from '../../../http/errors.ts';
import { assertUnique, userView } from '../auth.service.ts';
import { normalisePhone } from '../identifiers.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { requireAccess } from '../../../access/require-access.ts';
import { findUserById, updateOwnAccount } from '../users.repository.ts';

/** Deep equality of two JSON-like values, object keys in any order. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') {
    return (a ?? null) === (b ?? null);
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) =>
    sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
}

/** PATCH /api/account { displayName?, phone?, locale?, avatarUrl?, preferences? } → { user } */
export function accountUpdateRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.patch(
    `${deps.config.API_BASE}/account`,
    { config: { signedIn: true } },
    async (
      request,
    ): Promise<{
      user: AuthUserView;
    }> => {
      const access = requireAccess(request);
      const input = parseInput(accountUpdateSchema, request.body);
      const before = await findUserById(deps.db, access.userId);
      if (!before) throw unauthorized();
      const phone =
        input.phone === undefined ? undefined : input.phone ? normalisePhone(input.phone) : null;
      if (phone) await assertUnique(deps.db, null, phone, access.userId);
      const requested = {
        ...input,
        ...(phone === undefined ? {} : { phone }),
        ...(input.preferences
          ? { preferences: { ...before.preferences, ...input.preferences } }
          : {}),
      };
      // Only what differs from the stored account is written and audited; a request that
      // changes nothing (no known field, or the same values) writes nothing and keeps the version.
      const changes = Object.fromEntries(
        Object.entries(requested).filter(
          ([k, v]) => !sameValue(v, before[k as keyof typeof before]),
        ),
      ) as Partial<typeof requested>;
      if (Object.keys(changes).length === 0) return { user: userView(before) };
      const oldValues = Object.fromEntries(
        Object.keys(changes).map((k) => [k, before[k as keyof typeof before]]),
      );
      const after =
        (await updateOwnAccount(deps.db, request, access.userId, changes, oldValues)) ?? before;
      return { user: userView(after) };
    },
  );
}
