import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { partnerOrganisations, users } from '../../db/schema/index.ts';

export type PartnerRow = typeof partnerOrganisations.$inferSelect;

export async function listPartners(db: Db, search?: string) {
  return db
    .select({
      partner: partnerOrganisations,
      // Qualified by hand: drizzle leaves columns unqualified in a single-table select.
      userCount: sql<number>`(select count(*)::int from ${users} where ${users.partnerOrganisationId} = "partner_organisations"."id")`,
    })
    .from(partnerOrganisations)
    .where(search ? ilike(partnerOrganisations.name, `%${search}%`) : undefined)
    .orderBy(asc(partnerOrganisations.name));
}

export async function findPartner(db: Db, id: string) {
  const [row] = await db.select().from(partnerOrganisations).where(eq(partnerOrganisations.id, id));
  return row;
}

export async function insertPartner(db: Db, values: typeof partnerOrganisations.$inferInsert) {
  const [row] = await db.insert(partnerOrganisations).values(values).returning();
  return row!;
}

export async function updatePartner(
  db: Db,
  id: string,
  values: Partial<typeof partnerOrganisations.$inferInsert>,
  version: number,
) {
  const [row] = await db
    .update(partnerOrganisations)
    .set({ ...values, updatedAt: sql`now()`, version: sql`${partnerOrganisations.version} + 1` })
    .where(and(eq(partnerOrganisations.id, id), eq(partnerOrganisations.version, version)))
    .returning();
  return row;
}
