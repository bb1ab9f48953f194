import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  financeAccounts,
  financeBoxCloses,
  financePeriods,
  journalEntries,
} from '../../db/schema/index.ts';

/**
 * The finance reports' writes and the reads they need (the daily close of a box, the closing of
 * a month, a reversal from the journal), inside the caller's unit of work (`withWrites`' `w.tx`).
 */

/** An account, locked for this unit's writes (a box being closed). */
export async function lockAccount(tx: Db, id: string) {
  const [row] = await tx
    .select()
    .from(financeAccounts)
    .where(eq(financeAccounts.id, id))
    .for('update');
  return row;
}

/** Whether a box was already closed on a day. */
export async function boxClosedOn(tx: Db, boxId: string, closeDate: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: financeBoxCloses.id })
    .from(financeBoxCloses)
    .where(and(eq(financeBoxCloses.boxId, boxId), eq(financeBoxCloses.closeDate, closeDate)));
  return !!row;
}

export async function insertBoxClose(tx: Db, values: typeof financeBoxCloses.$inferInsert) {
  const [row] = await tx.insert(financeBoxCloses).values(values).returning();
  return row!;
}

/** Closes a month; undefined when it was closed already. */
export async function insertPeriodClose(tx: Db, month: string, closedBy: string) {
  const [row] = await tx
    .insert(financePeriods)
    .values({ month, closedAt: new Date().toISOString(), closedBy })
    .onConflictDoNothing({ target: financePeriods.month })
    .returning();
  return row;
}

export async function journalEntryById(tx: Db, id: string) {
  const [row] = await tx.select().from(journalEntries).where(eq(journalEntries.id, id));
  return row;
}
