import { sql } from 'drizzle-orm';
import { financeVouchers } from '../../db/schema/index.ts';
import type { WaitingSource } from '../../metrics/waiting.ts';

/** Draft vouchers someone else wrote, waiting for the caller's approval (dashboard). */
export const financeWaiting: readonly WaitingSource[] = [
  {
    key: 'finance.vouchers',
    labelKey: 'reports.waiting.vouchers',
    permission: 'vouchers:approve',
    path: '/financial-docs-component',
    query: (caller) => ({
      from: sql`${financeVouchers}`,
      columns: { country: financeVouchers.countryId, centre: financeVouchers.centreId },
      where: sql`${financeVouchers.state} = 'draft' and ${financeVouchers.createdBy} is distinct from ${caller.userId}::uuid`,
      since: sql`${financeVouchers.createdAt}`,
    }),
  },
];
