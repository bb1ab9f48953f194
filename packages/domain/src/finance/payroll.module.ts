import { defineDomainModule } from '../platform/domain-module.ts';
import { PAYROLL_RESOURCES } from './payroll.resource-list.ts';
import { payrollCountedMessages, payrollMessages } from './payroll.messages.ts';
import { PAYROLL_ROUTES } from './payroll-routes.api.ts';
import { payrollScreenMessages, payrollUiMessages } from './payroll-ui.messages.ts';

/**
 * The people's side of finance: student fees and stipends, staff advances and payroll. Fee
 * rules, advance types and salary profiles are plain entities; generating a month's charges,
 * payments, advances' plans and payroll runs are workflows with their own routes.
 */
export const payrollModule = defineDomainModule({
  name: 'payroll',
  resources: PAYROLL_RESOURCES,
  messages: [payrollMessages, payrollCountedMessages, payrollUiMessages, payrollScreenMessages],
  routes: PAYROLL_ROUTES,
});
