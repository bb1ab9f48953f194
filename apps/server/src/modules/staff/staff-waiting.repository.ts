import { sql } from 'drizzle-orm';
import { employees, workSheets } from '../../db/schema/index.ts';
import type { WaitingSource } from '../../metrics/waiting.ts';

/** Work sheets submitted and waiting for their centre's manager (dashboard), not one's own. */
export const staffWaiting: readonly WaitingSource[] = [
  {
    key: 'staff.work-sheets',
    labelKey: 'staff.ui.waitingTitle',
    permission: 'work-sheets:approve',
    path: '/users-manager-work-sheet-component',
    query: (caller) => ({
      from: sql`${workSheets}`,
      columns: { country: workSheets.countryId, centre: workSheets.centreId },
      where: sql`${workSheets.state} = 'submitted' and ${workSheets.employeeId} not in (select ${employees.id} from ${employees} where ${employees.userId} = ${caller.userId})`,
      since: sql`${workSheets.submittedAt}`,
    }),
  },
];
