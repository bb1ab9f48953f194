import type { ListPage, MoneyTotals, StudentChargeRow, StudentMoneySummaryRow } from '@qc/domain';
import { normalizeArabic, pageOffset } from '@qc/domain';
import { and, asc, eq, gt, inArray, isNull, like, sql } from 'drizzle-orm';
import type { Scope } from '../../access/access-types.ts';
import { scopeCondition } from '../../access/scope-condition.ts';
import type { Db } from '../../db/client.ts';
import {
  centres,
  countries,
  rings,
  specialCases,
  studentCharges,
  studentFeeRules,
  studentPayments,
  students,
} from '../../db/schema/index.ts';
import { studentChargeScopeColumns } from './payroll.repository.ts';

/**
 * The queries of student money (student-money.service.ts): who is charged a month, the charges
 * and payments written, and the lists and sums read. The charges' binding for the workflow kit
 * is in payroll.repository.ts (`studentChargesTable`).
 */

export type StudentChargeRecord = typeof studentCharges.$inferSelect;
export type StudentChargeInsert = typeof studentCharges.$inferInsert;

/** The active students of a scope (or of one centre of it), with their family. */
export function activePupils(tx: Db, scope: Scope, centreId: string | undefined) {
  return tx
    .select({
      id: students.id,
      countryId: students.countryId,
      centreId: students.centreId,
      ringId: students.ringId,
      guardianId: students.guardianId,
      birthDate: students.birthDate,
    })
    .from(students)
    .where(
      and(
        scopeCondition(scope, {
          country: students.countryId,
          centre: students.centreId,
          ring: students.ringId,
        }),
        centreId ? eq(students.centreId, centreId) : undefined,
        eq(students.status, 'active'),
        isNull(students.archivedAt),
      ),
    );
}

/** Every centre's active fee rule. */
export function activeFeeRules(tx: Db) {
  return tx
    .select()
    .from(studentFeeRules)
    .where(and(eq(studentFeeRules.status, 'active'), isNull(studentFeeRules.archivedAt)));
}

/** The active students of these guardians (siblings are counted over the whole family). */
export async function activeSiblings(tx: Db, guardianIds: string[]) {
  if (guardianIds.length === 0) return [];
  return tx
    .select({ id: students.id, guardianId: students.guardianId, birthDate: students.birthDate })
    .from(students)
    .where(
      and(
        inArray(students.guardianId, guardianIds),
        eq(students.status, 'active'),
        isNull(students.archivedAt),
      ),
    );
}

/** The open special cases with a monthly support of these students, with their currency. */
export async function supportedCases(tx: Db, studentIds: string[]) {
  if (studentIds.length === 0) return [];
  return tx
    .select({ c: specialCases, currency: countries.currency })
    .from(specialCases)
    .innerJoin(countries, eq(countries.id, specialCases.countryId))
    .where(
      and(
        inArray(specialCases.studentId, studentIds),
        eq(specialCases.status, 'open'),
        gt(specialCases.monthlySupport, 0),
        isNull(specialCases.archivedAt),
      ),
    );
}

/**
 * Inserts a month's charges, skipping those that exist (one per student, month and kind, even
 * when two generations run at once); returns the ones inserted.
 */
export async function insertMissingCharges(tx: Db, values: StudentChargeInsert[]) {
  if (values.length === 0) return [];
  return tx.insert(studentCharges).values(values).onConflictDoNothing().returning();
}

/** Links the charges just generated to their ledger entry (in the unit that inserted them). */
export async function setChargesEntry(tx: Db, ids: string[], entryId: string) {
  await tx.update(studentCharges).set({ entryId }).where(inArray(studentCharges.id, ids));
}

/** How many payments a charge has (the next one's ledger key). */
export async function paymentCount(tx: Db, chargeId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(studentPayments)
    .where(eq(studentPayments.chargeId, chargeId));
  return Number(row?.n ?? 0);
}

/** Appends a payment of a charge (append-only). */
export async function insertStudentPayment(tx: Db, values: typeof studentPayments.$inferInsert) {
  await tx.insert(studentPayments).values(values);
}

export interface ChargeFilter {
  id?: string | undefined;
  month?: string | undefined;
  studentId?: string | undefined;
  ringId?: string | undefined;
  centreId?: string | undefined;
  kind?: string | undefined;
  outstanding?: 'true' | 'false' | undefined;
  q?: string | undefined;
}

/** A page of charges in the scope, newest month first, with the totals of every matching row. */
export async function chargePage(
  db: Db,
  scope: Scope,
  p: { page: number; pageSize: number },
  f: ChargeFilter,
): Promise<ListPage<StudentChargeRow> & { totals: MoneyTotals[] }> {
  const all = and(
    scopeCondition(scope, studentChargeScopeColumns),
    f.id ? eq(studentCharges.id, f.id) : undefined,
    f.month ? eq(studentCharges.month, f.month) : undefined,
    f.studentId ? eq(studentCharges.studentId, f.studentId) : undefined,
    f.ringId ? eq(studentCharges.ringId, f.ringId) : undefined,
    f.centreId ? eq(studentCharges.centreId, f.centreId) : undefined,
    f.kind ? eq(studentCharges.kind, f.kind) : undefined,
    f.outstanding === 'true' ? sql`${studentCharges.paid} < ${studentCharges.amount}` : undefined,
    f.outstanding === 'false' ? sql`${studentCharges.paid} = ${studentCharges.amount}` : undefined,
    f.q ? like(students.search, `%${normalizeArabic(f.q)}%`) : undefined,
  );
  const from = db
    .select({
      c: studentCharges,
      studentName: students.fullName,
      ringName: rings.name,
      centreName: centres.name,
    })
    .from(studentCharges)
    .innerJoin(students, eq(students.id, studentCharges.studentId))
    .innerJoin(centres, eq(centres.id, studentCharges.centreId))
    .leftJoin(rings, eq(rings.id, studentCharges.ringId));
  const totals = await db
    .select({
      currency: studentCharges.currency,
      charged: sql<number>`coalesce(sum(${studentCharges.amount}), 0)::bigint`,
      paid: sql<number>`coalesce(sum(${studentCharges.paid}), 0)::bigint`,
      n: sql<number>`count(*)::int`,
    })
    .from(studentCharges)
    .innerJoin(students, eq(students.id, studentCharges.studentId))
    .where(all)
    .groupBy(studentCharges.currency)
    .orderBy(studentCharges.currency);
  const rows = await from
    .where(all)
    .orderBy(
      sql`${studentCharges.month} desc`,
      asc(students.fullName),
      asc(studentCharges.kind),
      asc(studentCharges.id),
    )
    .limit(p.pageSize)
    .offset(pageOffset(p));
  return {
    items: rows.map(({ c, studentName, ringName, centreName }) => ({
      id: c.id,
      studentId: c.studentId,
      studentName,
      ringName,
      centreName,
      month: c.month,
      kind: c.kind as StudentChargeRow['kind'],
      gross: c.gross,
      discount: c.discount,
      amount: c.amount,
      paid: c.paid,
      outstanding: c.amount - c.paid,
      currency: c.currency,
    })),
    total: totals.reduce((s, t) => s + Number(t.n), 0),
    page: p.page,
    pageSize: p.pageSize,
    totals: totals.map((t) => ({
      currency: t.currency,
      charged: Number(t.charged),
      paid: Number(t.paid),
      outstanding: Number(t.charged) - Number(t.paid),
    })),
  };
}

export interface SummaryFilter {
  groupBy: 'student' | 'ring' | 'centre';
  month?: string | undefined;
  centreId?: string | undefined;
  ringId?: string | undefined;
  q?: string | undefined;
  page: number;
  pageSize: number;
}

/**
 * Paid and outstanding per student, ring or centre (and currency), counted over every row.
 * `outstanding` and the totals are the fees still owed by families; stipends are shown apart.
 */
export async function chargeSummary(
  db: Db,
  scope: Scope,
  f: SummaryFilter,
): Promise<ListPage<StudentMoneySummaryRow> & { totals: MoneyTotals[] }> {
  const key =
    f.groupBy === 'student'
      ? studentCharges.studentId
      : f.groupBy === 'ring'
        ? studentCharges.ringId
        : studentCharges.centreId;
  const name =
    f.groupBy === 'student'
      ? sql<string>`max(${students.fullName})`
      : f.groupBy === 'ring'
        ? sql<string>`coalesce(max(${rings.name}), '')`
        : sql<string>`max(${centres.name})`;
  const search =
    f.groupBy === 'student'
      ? students.search
      : f.groupBy === 'ring'
        ? rings.search
        : centres.search;
  const where = and(
    scopeCondition(scope, studentChargeScopeColumns),
    f.month ? eq(studentCharges.month, f.month) : undefined,
    f.centreId ? eq(studentCharges.centreId, f.centreId) : undefined,
    f.ringId ? eq(studentCharges.ringId, f.ringId) : undefined,
    f.q ? like(search, `%${normalizeArabic(f.q)}%`) : undefined,
  );
  const sum = (kind: string, col: 'amount' | 'paid') =>
    sql<number>`coalesce(sum(case when ${studentCharges.kind} = ${kind} then ${col === 'amount' ? studentCharges.amount : studentCharges.paid} else 0 end), 0)::bigint`;
  const grouped = db
    .select({
      key: sql<string>`coalesce(${key}::text, '')`.as('key'),
      currency: studentCharges.currency,
      name: name.as('name'),
      fees: sum('fee', 'amount').as('fees'),
      feesPaid: sum('fee', 'paid').as('fees_paid'),
      stipends: sum('stipend', 'amount').as('stipends'),
      stipendsPaid: sum('stipend', 'paid').as('stipends_paid'),
    })
    .from(studentCharges)
    .innerJoin(students, eq(students.id, studentCharges.studentId))
    .innerJoin(centres, eq(centres.id, studentCharges.centreId))
    .leftJoin(rings, eq(rings.id, studentCharges.ringId))
    .where(where)
    .groupBy(key, studentCharges.currency)
    .as('g');
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(grouped);
  const rows = await db
    .select()
    .from(grouped)
    .orderBy(sql`${grouped.name} asc`, sql`${grouped.key} asc`, sql`${grouped.currency} asc`)
    .limit(f.pageSize)
    .offset(pageOffset(f));
  const totals = await db
    .select({
      currency: grouped.currency,
      charged: sql<number>`sum(${grouped.fees})::bigint`,
      paid: sql<number>`sum(${grouped.feesPaid})::bigint`,
    })
    .from(grouped)
    .groupBy(grouped.currency)
    .orderBy(grouped.currency);
  return {
    items: rows.map((r) => ({
      key: r.key,
      group: f.groupBy,
      name: r.name,
      currency: r.currency,
      fees: Number(r.fees),
      feesPaid: Number(r.feesPaid),
      stipends: Number(r.stipends),
      stipendsPaid: Number(r.stipendsPaid),
      outstanding: Number(r.fees) - Number(r.feesPaid),
    })),
    total: Number(count?.n ?? 0),
    page: f.page,
    pageSize: f.pageSize,
    totals: totals.map((t) => ({
      currency: t.currency,
      charged: Number(t.charged),
      paid: Number(t.paid),
      outstanding: Number(t.charged) - Number(t.paid),
    })),
  };
}
