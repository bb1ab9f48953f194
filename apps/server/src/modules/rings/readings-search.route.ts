import { readingSearchQuery, type ReadingSearchPage } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { searchReadings } from './readings.repository.ts';

/** GET /api/readings (students-quran-readings): readings in scope, filtered and paged. */
export async function readingsSearchRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(
    `${ctx.config.API_BASE}/readings`,
    { config: { permission: 'readings:read' } },
    async (request): Promise<ReadingSearchPage> => {
      const access = requireAccess(request);
      const q = parseInput(readingSearchQuery, request.query);
      return searchReadings(ctx.db, access.scopeFor('readings:read'), q);
    },
  );
}
