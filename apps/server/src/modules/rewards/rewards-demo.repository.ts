import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { financeAccounts, financeFunds, rewardRules, rewards } from '../../db/schema/index.ts';

export type DemoRewardRule = typeof rewardRules.$inferInsert;

/** Demo seed bulk loading of this module's definition table (reward rules). */
export async function insertDemoRules(
  db: Db,
  rows: Array<typeof rewardRules.$inferInsert>,
): Promise<Array<typeof rewardRules.$inferSelect>> {
  return rows.length ? db.insert(rewardRules).values(rows).returning() : [];
}

/** The centre's first open cash box (by code), where the demo pays rewards from. */
export async function firstCashBox(db: Db, centreId: string) {
  const [box] = await db
    .select()
    .from(financeAccounts)
    .where(
      and(
        eq(financeAccounts.role, 'cash_box'),
        eq(financeAccounts.centreId, centreId),
        isNull(financeAccounts.archivedAt),
      ),
    )
    .orderBy(asc(financeAccounts.code))
    .limit(1);
  return box;
}

/** The general fund (code GENERAL), if the finance demo made it. */
export async function generalFund(db: Db) {
  const [general] = await db.select().from(financeFunds).where(eq(financeFunds.code, 'GENERAL'));
  return general;
}

/** The first rewards of a centre in a state (and a currency), oldest first. */
export async function rewardIdsOf(
  db: Db,
  centreId: string,
  f: { state: 'proposed' | 'approved'; currency?: string; limit: number },
): Promise<Array<{ id: string }>> {
  return db
    .select({ id: rewards.id })
    .from(rewards)
    .where(
      and(
        eq(rewards.centreId, centreId),
        eq(rewards.state, f.state),
        f.currency === undefined ? undefined : eq(rewards.currency, f.currency),
      ),
    )
    .orderBy(asc(rewards.createdAt), asc(rewards.id))
    .limit(f.limit);
}
