import type { ScreenTopic } from '../../realtime/announce.ts';

/**
 * The payroll screens all key their queries on `payroll` (apps/web/src/modules/payroll); who
 * hears of a change is who may read what changed. Runs and advances are announced by the
 * workflow kit from their bindings (payroll.repository.ts); student money here.
 */
export const STUDENT_MONEY_SCREENS: ScreenTopic = {
  resource: 'payroll',
  readers: ['student-money'],
};
