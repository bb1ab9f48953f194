import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { familySearchRoute } from './family-search.route.ts';
import { publicRegistrationLinkRoute } from './public-registration-link.route.ts';
import { publicRegistrationSubmitRoute } from './public-registration-submit.route.ts';
import { registrationAcceptRoute } from './registration-accept.route.ts';
import { registrationCreateRoute } from './registration-create.route.ts';
import { registrationLinkCreateRoute } from './registration-link-create.route.ts';
import { registrationLinkStatusRoute } from './registration-link-status.route.ts';
import { registrationLinksListRoute } from './registration-links-list.route.ts';
import { registrationRejectRoute } from './registration-reject.route.ts';
import { registrationsListRoute } from './registrations-list.route.ts';
import { specialCaseCreateRoute } from './special-case-create.route.ts';
import { specialCaseEvidenceRoute } from './special-case-evidence.route.ts';
import { specialCasesListRoute } from './special-cases-list.route.ts';
import { studentCasesRoute } from './student-cases.route.ts';
import { studentImportCommitRoute } from './student-import-commit.route.ts';
import { studentImportFileRoute } from './student-import-file.route.ts';
import { studentImportMappingRoute } from './student-import-mapping.route.ts';
import { studentImportProgressRoute } from './student-import-progress.route.ts';
import { studentImportReadRoute } from './student-import-read.route.ts';
import { studentImportUploadRoute } from './student-import-upload.route.ts';
import { studentImportsListRoute } from './student-imports-list.route.ts';
import { studentProgressRoute } from './student-progress.route.ts';
import { studentStatusChangeRoute } from './student-status-change.route.ts';
import { installStudentHooks } from './students.hooks.ts';
import { studentsReportRoute } from './students-report.route.ts';

/**
 * The students module: lifecycle and case events, progress, registration links and the public
 * form, registrations review, Excel import, special cases, families and the country report.
 * The plain student, guardian and cooperation records are the resource engine's.
 */
export async function studentsModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  installStudentHooks();
  for (const route of [
    studentStatusChangeRoute,
    studentCasesRoute,
    studentProgressRoute,
    registrationLinkCreateRoute,
    registrationLinksListRoute,
    registrationLinkStatusRoute,
    publicRegistrationLinkRoute,
    publicRegistrationSubmitRoute,
    registrationsListRoute,
    registrationCreateRoute,
    registrationAcceptRoute,
    registrationRejectRoute,
    studentImportUploadRoute,
    studentImportMappingRoute,
    studentImportCommitRoute,
    studentImportsListRoute,
    studentImportReadRoute,
    studentImportFileRoute,
    studentImportProgressRoute,
    specialCaseCreateRoute,
    specialCasesListRoute,
    specialCaseEvidenceRoute,
    familySearchRoute,
    studentsReportRoute,
  ])
    await route(app, ctx);
}
