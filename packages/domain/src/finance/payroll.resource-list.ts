import { advanceTypesResource } from './advances.resource.ts';
import { salaryComponentsResource } from './payroll.resource.ts';
import { studentFeeRulesResource } from './student-money.resource.ts';

/**
 * The payroll module's resources: its manifest (`module.ts`) lists them, and the
 * web loads them on demand, without the module's messages (`resources/loaders.ts`).
 */
export const PAYROLL_RESOURCES = [
  advanceTypesResource,
  salaryComponentsResource,
  studentFeeRulesResource,
] as const;
