import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { centres } from '../../db/schema/index.ts';

export async function findCentre(db: Db, id: string) {
  const [row] = await db
    .select({ id: centres.id, countryId: centres.countryId, name: centres.name })
    .from(centres)
    .where(and(eq(centres.id, id), isNull(centres.archivedAt)));
  return row;
}
