import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  benefactorLinks,
  benefactors,
  donationTypes,
  financeAccounts,
  financeFunds,
  specialCases,
  sponsorshipRequests,
  students,
  users,
} from '../../db/schema/index.ts';

/** Demo seed bulk loading of the donations definitions' tables (types, benefactors, links). */
export async function insertDemoTypes(db: Db, rows: (typeof donationTypes.$inferInsert)[]) {
  return db.insert(donationTypes).values(rows).returning();
}

export async function insertDemoBenefactors(db: Db, rows: (typeof benefactors.$inferInsert)[]) {
  return db.insert(benefactors).values(rows).returning();
}

export async function insertDemoLinks(db: Db, rows: (typeof benefactorLinks.$inferInsert)[]) {
  return db.insert(benefactorLinks).values(rows).returning();
}

export async function insertDemoRequests(
  db: Db,
  rows: (typeof sponsorshipRequests.$inferInsert)[],
) {
  return db.insert(sponsorshipRequests).values(rows).returning();
}

/** Open special cases of a centre (the families a request may be for), with their student. */
export async function demoFamilyCases(db: Db, centreId: string, limit: number) {
  return db
    .select({ id: specialCases.id, fullName: students.fullName })
    .from(specialCases)
    .innerJoin(students, eq(students.id, specialCases.studentId))
    .where(
      and(
        eq(specialCases.centreId, centreId),
        eq(specialCases.status, 'open'),
        isNull(specialCases.archivedAt),
      ),
    )
    .orderBy(asc(specialCases.createdAt), asc(specialCases.id))
    .limit(limit);
}

/** The demo banks get an IBAN, so a visitor's transfer shows where to send it. */
export async function setDemoIban(db: Db, id: string, iban: string) {
  await db.update(financeAccounts).set({ iban }).where(eq(financeAccounts.id, id));
}

export async function demoMoneyAccounts(db: Db) {
  return (
    db
      .select()
      .from(financeAccounts)
      .where(
        and(
          inArray(financeAccounts.role, ['cash_box', 'bank']),
          isNull(financeAccounts.archivedAt),
        ),
      )
      // By code: BANK-1 (the first centre's country, where the demo accountant works) comes first.
      .orderBy(asc(financeAccounts.code))
  );
}

export async function idsByCode(db: Db) {
  const funds = await db
    .select({ id: financeFunds.id, code: financeFunds.code })
    .from(financeFunds);
  const accounts = await db
    .select({ id: financeAccounts.id, code: financeAccounts.code })
    .from(financeAccounts)
    .where(inArray(financeAccounts.code, ['4100', '4200', '4400', '4500']));
  return {
    fund: (code: string) => funds.find((f) => f.code === code)?.id,
    account: (code: string) => accounts.find((a) => a.code === code)?.id,
  };
}

export async function firstUserId(db: Db): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return row?.id;
}

/** The demo's matched request is fully covered (as matching would have left it). */
export async function setDemoCoverage(db: Db, id: string) {
  await db
    .update(sponsorshipRequests)
    .set({ coveredPercent: 100, status: 'covered' })
    .where(eq(sponsorshipRequests.id, id));
}
