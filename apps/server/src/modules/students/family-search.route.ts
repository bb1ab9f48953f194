import { familySearchQuery, phoneKey, searchKey, type Family } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { searchFamilies } from './student-records.repository.ts';

/**
 * GET /api/families/search?q= (family-search-component): siblings grouped by guardian, found by
 * the guardian's name or phone, a child's name or the father's name, Arabic-normalised.
 */
export async function familySearchRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const base = ctx.config.API_BASE;
  app.get(
    `${base}/families/search`,
    { config: { permission: 'students:read' } },
    async (request): Promise<{ items: Family[] }> => {
      const access = requireAccess(request);
      const { q } = parseInput(familySearchQuery, request.query);
      const tokens = searchKey(q).split(' ').filter(Boolean);
      const phone = /\d{7,}/.test(q.replace(/\D/g, '')) ? phoneKey(q) : null;
      return {
        items: await searchFamilies(
          ctx.db,
          access.scopeFor('students:read'),
          phone ? [] : tokens,
          phone,
        ),
      };
    },
  );
}
