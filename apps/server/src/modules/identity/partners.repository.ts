import { count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { partnerOrganisations, users } from '../../db/schema/index.ts';

/**
 * Reads of partner organisations for identity's own work. The partners are the `partners`
 * definition's records: they are written only by the resource engine.
 */

/** How many users each of the given partners has (every partner named is in the answer). */
export async function countUsersOfPartners(
  db: Db,
  ids: readonly string[],
): Promise<Record<string, number>> {
  const counts: Record<string, number> = Object.fromEntries(ids.map((id) => [id, 0]));
  if (ids.length === 0) return counts;
  const rows = await db
    .select({ partnerId: users.partnerOrganisationId, users: count() })
    .from(users)
    .where(inArray(users.partnerOrganisationId, [...ids]))
    .groupBy(users.partnerOrganisationId);
  for (const r of rows) if (r.partnerId) counts[r.partnerId] = Number(r.users);
  return counts;
}

/** A partner a user may be linked to: its id and whether it is archived (undefined: none). */
export async function findPartnerForLink(db: Db, id: string) {
  const [row] = await db
    .select({ id: partnerOrganisations.id, archivedAt: partnerOrganisations.archivedAt })
    .from(partnerOrganisations)
    .where(eq(partnerOrganisations.id, id));
  return row;
}
