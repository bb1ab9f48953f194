import { studentsReportQuery, type CentreReport } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { studentsReport } from './student-records.repository.ts';

/**
 * GET /api/students/report?countryId= (country-students-report): students in scope by centre and
 * status.
 */
export async function studentsReportRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const base = ctx.config.API_BASE;
  app.get(
    `${base}/students/report`,
    { config: { permission: 'students:read' } },
    async (request): Promise<{ items: CentreReport[] }> => {
      const access = requireAccess(request);
      const { countryId } = parseInput(studentsReportQuery, request.query);
      const rows = await studentsReport(ctx.db, access.scopeFor('students:read'), countryId);
      const centres = new Map<
        string,
        { centreId: string; centreName: string; total: number; byStatus: Record<string, number> }
      >();
      for (const r of rows) {
        const c = centres.get(r.centreId) ?? {
          centreId: r.centreId,
          centreName: r.centreName,
          total: 0,
          byStatus: {},
        };
        c.byStatus[r.status] = Number(r.n);
        c.total += Number(r.n);
        centres.set(r.centreId, c);
      }
      return { items: [...centres.values()] };
    },
  );
}
