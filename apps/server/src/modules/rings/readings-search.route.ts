import { READING_KINDS } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { searchReadings } from './readings.repository.ts';

export const readingsQuery = z.object({
  studentId: z.uuid().optional(),
  ringId: z.uuid().optional(),
  centreId: z.uuid().optional(),
  kind: z.enum(READING_KINDS).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  surah: z.coerce.number().int().min(1).max(114).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

/** GET /api/readings (students-quran-readings): readings in scope, filtered and paged. */
export async function readingsSearchRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(
    `${ctx.config.API_BASE}/readings`,
    { config: { permission: 'readings:read' } },
    async (request) => {
      const access = requireAccess(request);
      const q = parseInput(readingsQuery, request.query);
      return searchReadings(ctx.db, access.scopeFor('readings:read'), q);
    },
  );
}
