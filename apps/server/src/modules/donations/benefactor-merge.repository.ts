import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { benefactors, donationPayments, donations } from '../../db/schema/index.ts';

export type BenefactorRow = typeof benefactors.$inferSelect;

/** A benefactor, archived or not, locked for the merge. */
export async function lockBenefactor(tx: Db, id: string): Promise<BenefactorRow | undefined> {
  const [row] = await tx.select().from(benefactors).where(eq(benefactors.id, id)).for('update');
  return row;
}

/** What a benefactor's merge would move, per benefactor: donations, payments, matches. */
export async function holdingsOf(db: Db, ids: readonly string[]) {
  const out = new Map<string, { donations: number; payments: number; matches: number }>();
  for (const id of ids) out.set(id, { donations: 0, payments: 0, matches: 0 });
  if (ids.length === 0) return out;
  const rows = await db
    .select({
      benefactorId: donations.benefactorId,
      donations: sql<number>`count(distinct ${donations.id})::int`,
      payments: sql<number>`count(${donationPayments.id})::int`,
      matches: sql<number>`count(distinct ${donations.id}) filter (where ${donations.sponsorshipRequestId} is not null)::int`,
    })
    .from(donations)
    .leftJoin(donationPayments, eq(donationPayments.donationId, donations.id))
    .where(inArray(donations.benefactorId, [...ids]))
    .groupBy(donations.benefactorId);
  for (const r of rows)
    out.set(r.benefactorId, {
      donations: Number(r.donations),
      payments: Number(r.payments),
      matches: Number(r.matches),
    });
  return out;
}

/** The donations of a benefactor, locked (the merge moves them). */
export async function lockDonationsOf(tx: Db, benefactorId: string) {
  return tx
    .select({
      id: donations.id,
      countryId: donations.countryId,
      centreId: donations.centreId,
      sponsorshipRequestId: donations.sponsorshipRequestId,
    })
    .from(donations)
    .where(eq(donations.benefactorId, benefactorId))
    .for('update');
}

/** The benefactors merged into this one (their rows stay, archived, as history). */
export async function mergedInto(db: Db, id: string) {
  return db
    .select({ id: benefactors.id, fullName: benefactors.fullName })
    .from(benefactors)
    .where(and(eq(benefactors.mergedIntoId, id), isNotNull(benefactors.archivedAt)));
}
