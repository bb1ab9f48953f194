import type { Db } from '../../db/client.ts';
import { rewardRules } from '../../db/schema/index.ts';

/** Demo seed bulk loading of this module's definition table (reward rules). */
export async function insertDemoRules(
  db: Db,
  rows: Array<typeof rewardRules.$inferInsert>,
): Promise<Array<typeof rewardRules.$inferSelect>> {
  return rows.length ? db.insert(rewardRules).values(rows).returning() : [];
}
