import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  financeAccounts,
  financeBoxCloses,
  financeVouchers,
  financeExchangeRates,
  financeRecipients,
  financeApprovalThresholds,
} from '../../db/schema/index.ts';

/** Demo seed bulk loading of the definitions' tables (boxes, recipients, rates). */
export async function insertDemoBoxes(db: Db, rows: (typeof financeAccounts.$inferInsert)[]) {
  return db.insert(financeAccounts).values(rows).returning();
}

export async function insertDemoRecipients(
  db: Db,
  rows: (typeof financeRecipients.$inferInsert)[],
) {
  return db.insert(financeRecipients).values(rows).returning();
}

export async function insertDemoThresholds(
  db: Db,
  rows: (typeof financeApprovalThresholds.$inferInsert)[],
) {
  if (rows.length) await db.insert(financeApprovalThresholds).values(rows);
}

export async function insertDemoRates(db: Db, rows: (typeof financeExchangeRates.$inferInsert)[]) {
  if (rows.length) await db.insert(financeExchangeRates).values(rows);
}

/**
 * One centre's year of books, loaded in its own unit of work (a savepoint inside the demo's
 * load): its vouchers, their ledger entries and register entries, and its box close.
 */
export async function inDemoBooksUnit(db: Db, load: (tx: Db) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => load(tx));
}

export async function insertDemoVoucher(tx: Db, values: typeof financeVouchers.$inferInsert) {
  const [row] = await tx.insert(financeVouchers).values(values).returning();
  return row!;
}

/** A demo voucher posted: its state, who posted it and when, and its ledger entry. */
export async function markDemoVoucherPosted(
  tx: Db,
  id: string,
  posted: { postedBy: string | null; postedAt: string; entryId: string },
): Promise<void> {
  await tx
    .update(financeVouchers)
    .set({ state: 'posted', ...posted })
    .where(eq(financeVouchers.id, id));
}

export async function insertDemoBoxClose(
  tx: Db,
  values: typeof financeBoxCloses.$inferInsert,
): Promise<void> {
  await tx.insert(financeBoxCloses).values(values);
}
