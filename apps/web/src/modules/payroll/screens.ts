import { defineScreens } from '../../app/routes/screen-entry.ts';

/**
 * The people's side of finance: student money, staff advances and payroll. Advance types and
 * salary profiles are resource definitions (generic screens at their routes).
 */
export const payrollScreens = defineScreens({
  '/financial-students-money': {
    load: () => import('./StudentMoneyScreen.tsx'),
    permission: 'student-money:read',
  },
  '/financial-all-students-money': {
    load: () => import('./AllStudentsMoneyScreen.tsx'),
    permission: 'student-money:read',
  },
  '/advance-component': {
    load: () => import('./AdvancesScreen.tsx'),
    permission: 'advances:read',
  },
  '/advance-payments-component': {
    load: () => import('./AdvanceRepaymentsScreen.tsx'),
    permission: 'advances:read',
  },
  '/user-selarys-component': {
    load: () => import('./PayrollRunsScreen.tsx'),
    permission: 'salaries:read',
  },
});
