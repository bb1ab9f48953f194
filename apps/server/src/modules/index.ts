import { domainModule } from '@qc/domain';
import { documentsModule } from '../documents/documents.module.ts';
import { jobsModule } from '../jobs/jobs.module.ts';
import { apiDocsModule } from '../resources/routes/api-docs.route.ts';
import { resourcesModule } from '../resources/resources.module.ts';
import { conversationsModule } from './conversations/conversations.module.ts';
import { dashboardSummaryRoute } from './dashboard/dashboard-summary.route.ts';
import { demoAccountsStep } from './identity/demo-accounts.seed.ts';
import { identityModule } from './identity/identity.module.ts';
import { notificationsModule } from './notifications/notifications.module.ts';
import { organisationDemoStep } from './organisation/organisation-demo.seed.ts';
import { organisationModule } from './organisation/organisation.module.ts';
import { healthRoute } from './platform/health.route.ts';
import { i18nRoute } from './platform/i18n.route.ts';
import { ringsModule } from './rings/rings.module.ts';
import { searchRoute } from './search/search.route.ts';
import type { ServerModule } from './server-module.ts';
import { studentsDemoStep } from './students/students-demo.seed.ts';
import { studentsModule } from './students/students.module.ts';
import { testsDemoStep } from './tests/tests-demo.seed.ts';
import { testsModule } from './tests/tests.module.ts';
import { evaluationsModule } from './evaluations/evaluations.module.ts';
import { evaluationsDemoStep } from './evaluations/evaluations-demo.seed.ts';
import { trainingModule } from './training/training.module.ts';
import { trainingDemoStep } from './training/training-demo.seed.ts';
import { siteDemoStep } from './site/site-demo.seed.ts';
import { siteModule } from './site/site.module.ts';
import { financeModule } from './finance/finance.module.ts';
import { financeDemoStep } from './finance/finance-demo.seed.ts';
import { payrollModule } from './payroll/payroll.module.ts';
import { payrollDemoStep } from './payroll/payroll-demo.seed.ts';
import { donationsModule } from './donations/donations.module.ts';
import { donationsDemoStep } from './donations/donations-demo.seed.ts';
import { rewardsModule } from './rewards/rewards.module.ts';
import { rewardsDemoStep } from './rewards/rewards-demo.seed.ts';
import { competitionsModule } from './competitions/competitions.module.ts';
import { competitionsDemoStep } from './competitions/competitions-demo.seed.ts';
import { pollsDemoStep } from './forms/polls-demo.seed.ts';
import { pollsModule } from './forms/polls.module.ts';
import { siteGivingDemoStep } from './site/site-giving-demo.seed.ts';
import { siteGivingRoutes } from './site/site-giving.routes.ts';
import { testsWaiting } from './tests/tests-waiting.repository.ts';
import { financeWaiting } from './finance/finance-waiting.repository.ts';
import { payrollWaiting } from './payroll/payroll-waiting.repository.ts';
import { rewardsWaiting } from './rewards/rewards-waiting.repository.ts';
import { evaluationsWaiting } from './evaluations/evaluations-waiting.repository.ts';
import { reportsModule } from './reports/reports.module.ts';
import { staffModule } from './staff/staff.module.ts';
import { staffDemoStep } from './staff/staff-demo.seed.ts';
import { staffWaiting } from './staff/staff-waiting.repository.ts';
import { recruitmentModule } from './recruitment/recruitment.module.ts';
import { recruitmentWaiting } from './recruitment/recruitment-waiting.repository.ts';
import { monthlyReportsWaiting } from './reports/monthly-reports.repository.ts';
import { reportsDemoStep } from './reports/reports-demo.seed.ts';
import { reportCardsModule } from './report-cards/report-cards.module.ts';
import { reportCardsDemoStep } from './report-cards/report-cards-demo.seed.ts';
import { recruitmentDemoStep } from './recruitment/recruitment-demo.seed.ts';
import { messagingModule } from './messaging/messaging.module.ts';
import { messagingDemoStep } from './messaging/messaging-demo.seed.ts';

/**
 * Every module of the server, once, in the order their routes load and their demo steps run.
 * A new module adds one entry (its routes, its demo step, its domain manifest).
 */
export const SERVER_MODULES: readonly ServerModule[] = [
  // First, so that the OpenAPI description sees every route registered after it.
  { name: 'api-docs', routes: apiDocsModule },
  {
    name: 'identity',
    domain: domainModule('identity'),
    routes: identityModule,
    demoSeed: demoAccountsStep,
  },
  { name: 'health', routes: healthRoute },
  { name: 'i18n', routes: i18nRoute },
  { name: 'dashboard', routes: dashboardSummaryRoute },
  { name: 'search', routes: searchRoute },
  {
    name: 'organisation',
    domain: domainModule('organisation'),
    routes: organisationModule,
    demoSeed: organisationDemoStep,
  },
  {
    name: 'students',
    domain: domainModule('students'),
    routes: studentsModule,
    demoSeed: studentsDemoStep,
  },
  { name: 'rings', domain: domainModule('rings'), routes: ringsModule },
  // The generic routes of every resource definition (people's teachers among them).
  { name: 'resources', routes: resourcesModule },
  { name: 'notifications', routes: notificationsModule },
  { name: 'conversations', domain: domainModule('conversations'), routes: conversationsModule },
  {
    name: 'tests',
    domain: domainModule('tests'),
    routes: testsModule,
    demoSeed: testsDemoStep,
    waiting: testsWaiting,
  },
  // The public verification of printed documents.
  { name: 'documents', domain: domainModule('documents'), routes: documentsModule },
  // Background jobs' API and worker loop (the kinds are defined by the modules above).
  { name: 'jobs', domain: domainModule('jobs'), routes: jobsModule },
  {
    name: 'evaluations',
    domain: domainModule('evaluations'),
    routes: evaluationsModule,
    demoSeed: evaluationsDemoStep,
    waiting: evaluationsWaiting,
  },
  {
    name: 'training',
    domain: domainModule('training'),
    routes: trainingModule,
    demoSeed: trainingDemoStep,
  },
  // The public website: server-rendered pages, sitemap, robots and the files of published content.
  { name: 'site', domain: domainModule('site'), routes: siteModule, demoSeed: siteDemoStep },
  {
    name: 'finance',
    domain: domainModule('finance'),
    routes: financeModule,
    demoSeed: financeDemoStep,
    waiting: financeWaiting,
  },
  {
    name: 'payroll',
    domain: domainModule('payroll'),
    routes: payrollModule,
    demoSeed: payrollDemoStep,
    waiting: payrollWaiting,
  },
  {
    name: 'donations',
    domain: domainModule('donations'),
    routes: donationsModule,
    demoSeed: donationsDemoStep,
  },
  {
    name: 'rewards',
    domain: domainModule('rewards'),
    routes: rewardsModule,
    demoSeed: rewardsDemoStep,
    waiting: rewardsWaiting,
  },
  // Quran competitions and the Maher contest (docs/competitions.md).
  {
    name: 'competitions',
    domain: domainModule('competitions'),
    routes: competitionsModule,
    demoSeed: competitionsDemoStep,
  },
  // Staff time: work sheets prefilled from the records (docs/work-sheets-and-ladder.md).
  {
    name: 'staff',
    domain: domainModule('staff'),
    routes: staffModule,
    demoSeed: staffDemoStep,
    waiting: staffWaiting,
  },
  // Jobs and recruitment: postings, the public application, the pipeline, interviews, hiring
  // (docs/jobs-and-recruitment.md); after payroll, whose salary profiles a hire opens.
  {
    name: 'recruitment',
    domain: domainModule('recruitment'),
    routes: recruitmentModule,
    demoSeed: recruitmentDemoStep,
    waiting: recruitmentWaiting,
  },
  // Forms and polls with public links, on the shared form builder (docs/polls.md).
  { name: 'forms', domain: domainModule('forms'), routes: pollsModule, demoSeed: pollsDemoStep },
  // The public giving pages' forms (site, after donations: its demo step binds a project).
  { name: 'site-giving', routes: siteGivingRoutes, demoSeed: siteGivingDemoStep },
  // Student report cards: templates, remarks, cards issued as one PDF (docs/report-cards.md).
  {
    name: 'report-cards',
    domain: domainModule('report-cards'),
    routes: reportCardsModule,
    demoSeed: reportCardsDemoStep,
  },
  // Messages to guardians by WhatsApp, SMS and e-mail through the one outbox (docs/messages.md).
  {
    name: 'messaging',
    domain: domainModule('messaging'),
    routes: messagingModule,
    demoSeed: messagingDemoStep,
  },
  // Reports and the administration dashboard read every module above (docs/reports.md).
  {
    name: 'reports',
    domain: domainModule('reports'),
    routes: (app, ctx) => reportsModule(app, ctx, () => waitingSources),
    waiting: monthlyReportsWaiting,
    demoSeed: reportsDemoStep,
  },
];

/** Each module's route registrar, in the order they load. */
export const moduleRoutes = SERVER_MODULES.map((m) => m.routes);

/** Every module's sources of items waiting for a caller's action (the dashboard's first part). */
export const waitingSources = SERVER_MODULES.flatMap((m) => m.waiting ?? []);

/** Each module's demo step, in the order of the list. */
export const demoSeedSteps = SERVER_MODULES.flatMap((m) => (m.demoSeed ? [m.demoSeed] : []));
