import { metricsMessages } from '../metrics/metrics.messages.ts';
import { defineDomainModule } from '../platform/domain-module.ts';
import { GENERAL_REPORT_ROUTES } from './general-report.ts';
import { MONTHLY_REPORT_ROUTES } from './monthly-report.api.ts';
import { REPORTS_ROUTES } from './reports.api.ts';
import { reportsMessages } from './reports.messages.ts';
import { reportsUiMessages } from './reports-ui.messages.ts';
import { monthlyReportUiMessages } from './monthly-report-ui.messages.ts';

/**
 * Reports: the metric registry's figures (`metrics/`), live figures, the monthly report climbing
 * centre → country → organisation, general reports and the administration dashboard
 * (docs/reports.md).
 */
export const reportsModule = defineDomainModule({
  name: 'reports',
  resources: [],
  messages: [metricsMessages, reportsMessages, reportsUiMessages, monthlyReportUiMessages],
  routes: { ...REPORTS_ROUTES, ...MONTHLY_REPORT_ROUTES, ...GENERAL_REPORT_ROUTES },
});
