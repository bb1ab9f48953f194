import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { dashboardSummaryRoute } from './dashboard/dashboard-summary.route.ts';
import { conversationsModule } from './conversations/conversations.module.ts';
import { identityModule } from './identity/identity.module.ts';
import { organisationModule } from './organisation/organisation.module.ts';
import { notificationsModule } from './notifications/notifications.module.ts';
import { healthRoute } from './platform/health.route.ts';
import { jobsModule } from '../jobs/jobs.module.ts';
import { documentsModule } from '../documents/documents.module.ts';
import { i18nRoute } from './platform/i18n.route.ts';
import { ringsModule } from './rings/rings.module.ts';
import { searchRoute } from './search/search.route.ts';
import { apiDocsModule } from '../resources/routes/api-docs.route.ts';
import { resourcesModule } from '../resources/resources.module.ts';
import { studentsModule } from './students/students.module.ts';
import { testsModule } from './tests/tests.module.ts';

/** Each module's route registrars, in the order they load. */
export const moduleRoutes: Array<(app: FastifyInstance, ctx: AppContext) => Promise<void>> = [
  // First, so that the OpenAPI description sees every route registered after it.
  apiDocsModule,
  identityModule,
  healthRoute,
  i18nRoute,
  dashboardSummaryRoute,
  searchRoute,
  studentsModule,
  ringsModule,
  resourcesModule,
  organisationModule,
  notificationsModule,
  conversationsModule,
  testsModule,
  // The public verification of printed documents.
  documentsModule,
  // Background jobs' API and worker loop (the kinds are defined by the modules above).
  jobsModule,
];
