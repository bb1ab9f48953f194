import { defineDomainModule } from '../platform/domain-module.ts';
import { STAFF_ROUTES, TEACHER_LOG_ROUTES } from './staff.api.ts';
import { staffCountedMessages, staffMessages, staffUiMessages } from './staff.messages.ts';

/**
 * Staff time: monthly work sheets prefilled from the records, their approval by the centre's
 * manager, and what payroll pays from them (docs/work-sheets-and-ladder.md).
 */
export const staffModule = defineDomainModule({
  name: 'staff',
  routes: { ...STAFF_ROUTES, ...TEACHER_LOG_ROUTES },
  messages: [staffMessages, staffUiMessages, staffCountedMessages],
});
