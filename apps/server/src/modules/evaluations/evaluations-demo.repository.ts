import type { Db } from '../../db/client.ts';
import {
  evaluationActions,
  evaluationParagraphs,
  evaluationRequests,
} from '../../db/schema/index.ts';

export type DemoEvaluationRequest = typeof evaluationRequests.$inferInsert;

/** Demo seed bulk loading of the criteria (resource `evaluation-paragraphs`). */
export async function insertDemoParagraphs(
  db: Db,
  rows: Array<typeof evaluationParagraphs.$inferInsert>,
) {
  return db.insert(evaluationParagraphs).values(rows).returning();
}

/** Demo seed bulk loading of evaluations in every state (their search text is written by the seed). */
export async function insertDemoRequests(db: Db, rows: DemoEvaluationRequest[]) {
  return db.insert(evaluationRequests).values(rows).returning();
}

/** Demo seed loading of the action items of a few approved evaluations. */
export async function insertDemoActions(
  db: Db,
  rows: Array<typeof evaluationActions.$inferInsert>,
): Promise<void> {
  await db.insert(evaluationActions).values(rows);
}
