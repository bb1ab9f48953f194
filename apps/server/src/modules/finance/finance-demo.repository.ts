import type { Db } from '../../db/client.ts';
import {
  financeAccounts,
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
