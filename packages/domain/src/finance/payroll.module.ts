import { defineDomainModule } from '../platform/domain-module.ts';
import { advanceTypesResource } from './advances.resource.ts';
import { payrollCountedMessages, payrollMessages } from './payroll.messages.ts';
import { salaryComponentsResource } from './payroll.resource.ts';
import { PAYROLL_ROUTES } from './payroll-routes.api.ts';
import { payrollScreenMessages, payrollUiMessages } from './payroll-ui.messages.ts';
import { studentFeeRulesResource } from './student-money.resource.ts';

/**
 * The people's side of finance: student fees and stipends, staff advances and payroll. Fee
 * rules, advance types and salary profiles are plain entities; generating a month's charges,
 * payments, advances' plans and payroll runs are workflows with their own routes.
 */
export const payrollModule = defineDomainModule({
  name: 'payroll',
  resources: [advanceTypesResource, salaryComponentsResource, studentFeeRulesResource],
  messages: [payrollMessages, payrollCountedMessages, payrollUiMessages, payrollScreenMessages],
  routes: PAYROLL_ROUTES,
});
