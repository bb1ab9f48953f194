import type { Db } from '../../db/client.ts';
import { evaluationParagraphs } from '../../db/schema/index.ts';

/** Demo seed bulk loading of the criteria (resource `evaluation-paragraphs`). */
export async function insertDemoParagraphs(
  db: Db,
  rows: Array<typeof evaluationParagraphs.$inferInsert>,
) {
  return db.insert(evaluationParagraphs).values(rows).returning();
}
