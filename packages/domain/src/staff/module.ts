import { defineDomainModule } from '../platform/domain-module.ts';
import { STAFF_RESOURCES } from './staff.resource-list.ts';
import { LADDER_ROUTES } from './ladder.api.ts';
import { ladderMessages } from './ladder.messages.ts';
import { STAFF_ROUTES, TEACHER_LOG_ROUTES } from './staff.api.ts';
import { staffCountedMessages, staffMessages, staffUiMessages } from './staff.messages.ts';

/**
 * Staff time and the teacher ladder: monthly work sheets prefilled from the records, their
 * approval by the centre's manager, what payroll pays from them, the teacher log, and the career
 * ladder's grades and promotions (docs/work-sheets-and-ladder.md).
 */
export const staffModule = defineDomainModule({
  name: 'staff',
  resources: STAFF_RESOURCES,
  routes: { ...STAFF_ROUTES, ...TEACHER_LOG_ROUTES, ...LADDER_ROUTES },
  messages: [staffMessages, staffUiMessages, staffCountedMessages, ladderMessages],
});
