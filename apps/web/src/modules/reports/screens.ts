import { defineScreens } from '../../app/routes/screen-entry.ts';

/**
 * Reports (docs/reports.md): live figures of the metric registry for the caller's scope, by
 * country and by project, and the administration dashboard. Each figure is read under its own
 * permission on the server; the screens need `reports:read` (the dashboard: signed in).
 */
export const reportsScreens = defineScreens({
  '/currently-report-component': {
    load: () => import('./LiveFiguresScreen.tsx'),
    permission: 'reports:read',
  },
  '/currently-country-report-component': {
    load: () => import('./LiveFiguresScreen.tsx'),
    permission: 'reports:read',
    props: { by: 'country' },
  },
  '/currently-project-report-component': {
    load: () => import('./LiveFiguresScreen.tsx'),
    permission: 'reports:read',
    props: { by: 'project' },
  },
  '/monthly-report-component': {
    load: () => import('./MonthlyReportsScreen.tsx'),
    permission: 'monthly-reports:read',
  },
  '/center-report-component': {
    load: () => import('./CentreReportScreen.tsx'),
    permission: 'monthly-reports:read',
  },
  '/general-report-component': {
    load: () => import('./GeneralReportScreen.tsx'),
    permission: 'reports:read',
  },
  '/monthly-general-report-component': {
    load: () => import('./GeneralReportScreen.tsx'),
    permission: 'reports:read',
    props: { view: 'month' },
  },
  '/month-to-general-report-component': {
    load: () => import('./GeneralReportScreen.tsx'),
    permission: 'reports:read',
    props: { view: 'inputs' },
  },
  '/admin-component': {
    load: () => import('./AdminDashboardScreen.tsx'),
    nav: { order: 1 },
  },
});
