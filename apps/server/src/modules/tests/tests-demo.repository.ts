import type { Db } from '../../db/client.ts';
import { examinerAvailability, examiners, testCriteria, testKinds } from '../../db/schema/index.ts';

/** Demo seed bulk loading of the tests module's definition tables (kinds, criteria, examiners). */
export async function insertDemoKind(
  db: Db,
  kind: typeof testKinds.$inferInsert,
  criteria: Array<Omit<typeof testCriteria.$inferInsert, 'kindId'>>,
) {
  const [row] = await db.insert(testKinds).values(kind).returning();
  if (criteria.length > 0)
    await db.insert(testCriteria).values(criteria.map((c) => ({ ...c, kindId: row!.id })));
  return row!;
}

export async function insertDemoExaminer(
  db: Db,
  examiner: typeof examiners.$inferInsert,
  windows: Array<{ weekday: string; startsAt: string; endsAt: string }>,
) {
  const [row] = await db.insert(examiners).values(examiner).returning();
  if (windows.length > 0)
    await db
      .insert(examinerAvailability)
      .values(windows.map((w) => ({ ...w, examinerId: row!.id })));
  return row!;
}
