import type { ScreenTopic } from '../../realtime/announce.ts';

/**
 * The payroll screens all key their queries on `payroll` (apps/web/src/modules/payroll); who
 * hears of a change is who may read what changed.
 */
export const RUN_SCREENS: ScreenTopic = { resource: 'payroll', readers: ['salaries'] };
export const ADVANCE_SCREENS: ScreenTopic = { resource: 'payroll', readers: ['advances'] };
export const STUDENT_MONEY_SCREENS: ScreenTopic = {
  resource: 'payroll',
  readers: ['student-money'],
};
