import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { defineBulkCertificatesJob } from './bulk-certificates.job.ts';
import { testsMoreRoutes } from './more.routes.ts';
import { testRequestsRoutes } from './requests.routes.ts';
import { testResultsRoutes } from './results.routes.ts';

let jobDefined = false;

/**
 * The tests module: requests and their lifecycle, the examiner's sheet, results, anticipated
 * tests, certificates (through the documents service; bulk through the jobs service) and
 * external requests. Kinds, criteria, examiners and availability are the resource engine's.
 */
export async function testsModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (!jobDefined) {
    defineBulkCertificatesJob();
    jobDefined = true;
  }
  await testRequestsRoutes(app, ctx);
  await testResultsRoutes(app, ctx);
  await testsMoreRoutes(app, ctx);
}
