import type { Db } from '../../db/client.ts';
import { partnerOrganisations } from '../../db/schema/index.ts';

/** Demo partner organisations, written in bulk into an empty database (search words after). */
export async function insertDemoPartners(
  db: Db,
  rows: Array<typeof partnerOrganisations.$inferInsert>,
): Promise<void> {
  if (rows.length) await db.insert(partnerOrganisations).values(rows);
}
