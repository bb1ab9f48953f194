import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { isEmptyScope, type Scope } from '../../access/access-types.ts';
import { parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { recordSearchQuery, type SearchHit, type SearchKind } from '@qc/domain';
import { SEARCHABLES, searchRecords } from './search.repository.ts';

/**
 * GET /api/search?q=: the navbar search over records. Each kind is searched only when the
 * caller holds its read permission, and only inside the scope of that permission.
 */
export async function searchRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(
    `${ctx.config.API_BASE}/search`,
    { config: { signedIn: true } },
    async (
      request,
    ): Promise<{
      items: SearchHit[];
    }> => {
      const access = requireAccess(request);
      const { q, limit } = parseInput(recordSearchQuery, request.query);
      const scopes: Partial<Record<SearchKind, Scope>> = {};
      for (const s of SEARCHABLES) {
        if (!access.can(s.permission)) continue;
        const scope = access.scopeFor(s.permission);
        if (!isEmptyScope(scope)) scopes[s.kind] = scope;
      }
      return { items: await searchRecords(ctx.db, q, scopes, limit) };
    },
  );
}
