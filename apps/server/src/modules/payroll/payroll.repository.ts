import type { AdvanceSummary, PayrollRunSummary, PayslipRow } from '@qc/domain';
import { advancePlan, normalizeArabic, pageOffset } from '@qc/domain';
import { and, asc, desc, eq, inArray, isNull, like, sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../../access/access-types.ts';
import { scopeCondition } from '../../access/scope-condition.ts';
import type { Db } from '../../db/client.ts';
import {
  advanceEvents,
  advanceRepayments,
  advances,
  advanceTypes,
  centres,
  countries,
  employees,
  financeAccounts,
  payrollRuns,
  payslips,
  salaryComponents,
  studentCharges,
  users,
} from '../../db/schema/index.ts';
import { allocateSerial, registerIssuedDocument } from '../../documents/index.ts';
import { conflict } from '../../http/errors.ts';
import { defineOwnedTable } from '../../workflow/index.ts';
import { monthFacts, planState, type EmployeeMonth } from './payroll-facts.repository.ts';

/**
 * The payroll module's own tables for the workflow kit, and the queries of its services. All
 * the payroll screens key their queries on `payroll` (apps/web/src/modules/payroll), so every
 * table is announced under that name, told to whoever reads advances, salaries or student money;
 * their audit entries keep their own resource (`advances`, `payroll-runs`, `student-money`).
 */

export type AdvanceRow = typeof advances.$inferSelect;
export type RunRow = typeof payrollRuns.$inferSelect;

export const advanceScopeColumns = { country: advances.countryId, centre: advances.centreId };
export const runScopeColumns = { country: payrollRuns.countryId, centre: payrollRuns.centreId };

/** The event kind an advance's action appends (the history screen's words). */
const ADVANCE_EVENT_KIND: Record<string, string> = {
  grant: 'granted',
  skip: 'skip',
  reschedule: 'reschedule',
  repay: 'repayment',
  deduct: 'repayment',
};

/**
 * Advances: placed by their country and centre, told in `advance_events` (the month, the amount
 * and the plan before and after come with each action as the event's details).
 */
export const advancesTable = defineOwnedTable({
  name: 'payroll',
  auditResource: 'advances',
  readers: ['advances'],
  table: advances,
  scopeColumns: advanceScopeColumns,
  scopeOf: (a) => ({ countryId: a.countryId, centreId: a.centreId }),
  stateColumn: 'status',
  events: {
    table: advanceEvents,
    values: (e) => ({
      planBefore: [],
      planAfter: [],
      ...e.details,
      advanceId: e.recordId,
      kind: ADVANCE_EVENT_KIND[e.action] ?? e.action,
      reason: e.reason,
      byUserId: e.byUserId,
    }),
  },
});

/** Payroll runs: placed by their country and centre (none for a whole country's run). */
export const payrollRunsTable = defineOwnedTable({
  name: 'payroll',
  auditResource: 'payroll-runs',
  readers: ['salaries'],
  table: payrollRuns,
  scopeColumns: runScopeColumns,
  scopeOf: (r) => ({ countryId: r.countryId, centreId: r.centreId }),
  stateColumn: 'status',
});

export const studentChargeScopeColumns = {
  country: studentCharges.countryId,
  centre: studentCharges.centreId,
  ring: studentCharges.ringId,
  student: studentCharges.studentId,
};

/**
 * Student charges (a month's fee or stipend): placed by their country, centre, ring and student,
 * told to whoever reads student money; their audit entries keep the resource `student-money`. A
 * payment changes the charge's `paid` through the kit (the payment row is its detail, as an
 * advance's repayment is); a month's generation inserts many at once (student-money.repository.ts)
 * and is audited and announced as one batch.
 */
export const studentChargesTable = defineOwnedTable({
  name: 'payroll',
  auditResource: 'student-money',
  readers: ['student-money'],
  table: studentCharges,
  scopeColumns: studentChargeScopeColumns,
  scopeOf: (c) => ({
    countryId: c.countryId,
    centreId: c.centreId,
    ringId: c.ringId,
    studentId: c.studentId,
  }),
});

/** No restriction of visibility (a row whose right was checked on another record). */
export const ANY_ROW: SQL = sql`true`;

// ---------------------------------------------------------------------------------------------
// Advances
// ---------------------------------------------------------------------------------------------

const advanceColumns = {
  a: advances,
  employeeName: employees.fullName,
  centreName: centres.name,
  typeAr: advanceTypes.nameAr,
  typeEn: advanceTypes.nameEn,
  typeFr: advanceTypes.nameFr,
};

export interface AdvanceJoined {
  a: AdvanceRow;
  employeeName: string;
  centreName: string | null;
  typeAr: string;
  typeEn: string;
  typeFr: string;
}

function advanceQuery(db: Db) {
  return db
    .select(advanceColumns)
    .from(advances)
    .innerJoin(employees, eq(employees.id, advances.employeeId))
    .innerJoin(advanceTypes, eq(advanceTypes.id, advances.typeId))
    .leftJoin(centres, eq(centres.id, advances.centreId));
}

export function toAdvanceSummary(r: AdvanceJoined): AdvanceSummary {
  const a = r.a;
  const plan = advancePlan(planState(a));
  return {
    id: a.id,
    employeeId: a.employeeId,
    employeeName: r.employeeName,
    centreName: r.centreName,
    typeId: a.typeId,
    typeName: { ar: r.typeAr, en: r.typeEn, fr: r.typeFr },
    amount: a.amount,
    currency: a.currency,
    outstanding: a.outstanding,
    remainingInstalments: plan.length,
    nextMonth: plan[0]?.month ?? a.nextMonth,
    nextInstalment: plan[0]?.amount ?? null,
    status: a.status as AdvanceSummary['status'],
    grantedOn: a.grantedOn,
    version: a.version,
  };
}

export interface AdvanceFilter {
  scope: Scope;
  employeeId?: string | undefined;
  centreId?: string | undefined;
  status?: string | undefined;
  q?: string | undefined;
  page: number;
  pageSize: number;
}

/** A page of advances in the scope, newest first, with the number of all that match. */
export async function advancePage(db: Db, f: AdvanceFilter) {
  const where = and(
    scopeCondition(f.scope, advanceScopeColumns),
    f.employeeId ? eq(advances.employeeId, f.employeeId) : undefined,
    f.centreId ? eq(advances.centreId, f.centreId) : undefined,
    f.status ? eq(advances.status, f.status) : undefined,
    f.q ? like(employees.search, `%${normalizeArabic(f.q)}%`) : undefined,
  );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(advances)
    .innerJoin(employees, eq(employees.id, advances.employeeId))
    .where(where);
  const rows = await advanceQuery(db)
    .where(where)
    .orderBy(desc(advances.grantedOn), asc(advances.id))
    .limit(f.pageSize)
    .offset(pageOffset(f));
  return { rows, total: Number(count?.n ?? 0) };
}

/** Whether an advance lies in the scope. */
export async function advanceIdInScope(db: Db, scope: Scope, id: string): Promise<boolean> {
  const [a] = await db
    .select({ id: advances.id })
    .from(advances)
    .where(and(eq(advances.id, id), scopeCondition(scope, advanceScopeColumns)));
  return Boolean(a);
}

/** An advance with its names and its events (oldest first), or undefined. */
export async function advanceWithEvents(db: Db, id: string) {
  const [r] = await advanceQuery(db).where(eq(advances.id, id));
  if (!r) return undefined;
  const events = await db
    .select({ e: advanceEvents, byName: users.displayName })
    .from(advanceEvents)
    .leftJoin(users, eq(users.id, advanceEvents.byUserId))
    .where(eq(advanceEvents.advanceId, id))
    .orderBy(asc(advanceEvents.at), asc(advanceEvents.id));
  return { r, events };
}

export async function employeeById(db: Db, id: string) {
  const [e] = await db.select().from(employees).where(eq(employees.id, id));
  return e;
}

export async function advanceTypeById(db: Db, id: string) {
  const [type] = await db.select().from(advanceTypes).where(eq(advanceTypes.id, id));
  return type;
}

/** How many repayments an advance has had (the next cash repayment's posting key). */
export async function repaymentCount(db: Db, advanceId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(advanceRepayments)
    .where(eq(advanceRepayments.advanceId, advanceId));
  return Number(row?.n ?? 0);
}

/** Appends a repayment (the table is append-only). */
export async function insertRepayment(db: Db, values: typeof advanceRepayments.$inferInsert) {
  await db.insert(advanceRepayments).values(values);
}

export interface RepaymentFilter {
  scope: Scope;
  employeeId?: string | undefined;
  advanceId?: string | undefined;
  method?: string | undefined;
  page: number;
  pageSize: number;
}

/** A page of repayments in the scope, newest first. */
export async function repaymentPage(db: Db, f: RepaymentFilter) {
  const where = and(
    scopeCondition(f.scope, {
      country: advanceRepayments.countryId,
      centre: advanceRepayments.centreId,
    }),
    f.employeeId ? eq(advanceRepayments.employeeId, f.employeeId) : undefined,
    f.advanceId ? eq(advanceRepayments.advanceId, f.advanceId) : undefined,
    f.method ? eq(advanceRepayments.method, f.method) : undefined,
  );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(advanceRepayments)
    .where(where);
  const rows = await db
    .select({ r: advanceRepayments, employeeName: employees.fullName })
    .from(advanceRepayments)
    .innerJoin(employees, eq(employees.id, advanceRepayments.employeeId))
    .where(where)
    .orderBy(
      desc(advanceRepayments.paidOn),
      desc(advanceRepayments.createdAt),
      asc(advanceRepayments.id),
    )
    .limit(f.pageSize)
    .offset(pageOffset(f));
  return { rows, total: Number(count?.n ?? 0) };
}

// ---------------------------------------------------------------------------------------------
// Payroll runs
// ---------------------------------------------------------------------------------------------

/** The visibility of runs for a scope (a `where` condition). */
export function runsVisibleIn(scope: Scope): SQL | undefined {
  return scopeCondition(scope, runScopeColumns);
}

/** The run, if it lies in the scope. */
export async function runInScope(db: Db, scope: Scope, id: string): Promise<RunRow | undefined> {
  const [run] = await db
    .select()
    .from(payrollRuns)
    .where(and(eq(payrollRuns.id, id), runsVisibleIn(scope)));
  return run;
}

export async function runById(db: Db, id: string): Promise<RunRow | undefined> {
  const [run] = await db.select().from(payrollRuns).where(eq(payrollRuns.id, id));
  return run;
}

export async function centreById(db: Db, id: string) {
  const [c] = await db.select().from(centres).where(eq(centres.id, id));
  return c;
}

/**
 * Whether a run of the month already covers the place (a country's run covers its centres, a
 * centre's run clashes with its country's), after taking the month's advisory lock so that two
 * creations cannot both miss each other.
 */
export async function runClashes(
  tx: Db,
  place: { countryId: string; centreId: string | null },
  month: string,
): Promise<boolean> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`payroll:${place.countryId}:${month}`}))`,
  );
  const clash = await tx
    .select({ id: payrollRuns.id })
    .from(payrollRuns)
    .where(
      and(
        eq(payrollRuns.countryId, place.countryId),
        eq(payrollRuns.month, month),
        place.centreId
          ? sql`(${payrollRuns.centreId} is null or ${payrollRuns.centreId} = ${place.centreId})`
          : undefined,
      ),
    )
    .limit(1);
  return clash.length > 0;
}

/** The currency of the place's profiles (one, or a refusal). */
export async function currencyOfPlace(
  tx: Db,
  place: { countryId: string; centreId: string | null },
): Promise<string> {
  const rows = await tx
    .selectDistinct({ currency: salaryComponents.currency })
    .from(salaryComponents)
    .innerJoin(employees, eq(employees.id, salaryComponents.employeeId))
    .where(
      and(
        eq(employees.countryId, place.countryId),
        place.centreId ? eq(employees.centreId, place.centreId) : undefined,
        eq(salaryComponents.status, 'active'),
        isNull(salaryComponents.archivedAt),
        eq(employees.status, 'active'),
      ),
    );
  if (rows.length === 0) throw conflict('payroll.run.empty');
  if (rows.length > 1) throw conflict('payroll.run.mixedCurrencies');
  return rows[0]!.currency;
}

/** The run's totals, summed over its payslips. */
export async function runTotals(db: Db, runId: string) {
  const [s] = await db
    .select({
      employees: sql<number>`count(*)::int`,
      gross: sql<number>`coalesce(sum(${payslips.gross}), 0)::bigint`,
      deductions: sql<number>`coalesce(sum(${payslips.deductions}), 0)::bigint`,
      advanceDeduction: sql<number>`coalesce(sum(${payslips.advanceDeduction}), 0)::bigint`,
      net: sql<number>`coalesce(sum(${payslips.net}), 0)::bigint`,
    })
    .from(payslips)
    .where(eq(payslips.runId, runId));
  return {
    employees: Number(s?.employees ?? 0),
    gross: Number(s?.gross ?? 0),
    deductions: Number(s?.deductions ?? 0),
    advanceDeduction: Number(s?.advanceDeduction ?? 0),
    net: Number(s?.net ?? 0),
  };
}

/** The instalments a run's payslips took, payslip by payslip. */
export async function advancesTakenBy(db: Db, runId: string) {
  const rows = await db
    .select({ taken: payslips.advanceTaken })
    .from(payslips)
    .where(eq(payslips.runId, runId));
  return rows.map((r) => r.taken);
}

const runColumns = {
  run: payrollRuns,
  countryName: countries.nameAr,
  centreName: centres.name,
};

export function toRunSummary(r: {
  run: RunRow;
  countryName: string;
  centreName: string | null;
}): PayrollRunSummary {
  const run = r.run;
  return {
    id: run.id,
    countryId: run.countryId,
    countryName: r.countryName,
    centreId: run.centreId,
    centreName: r.centreName,
    month: run.month,
    fixed30: run.fixed30,
    status: run.status as PayrollRunSummary['status'],
    currency: run.currency,
    employees: run.employees,
    gross: run.gross,
    deductions: run.deductions,
    advanceDeduction: run.advanceDeduction,
    net: run.net,
    jobId: run.jobId,
    entryId: run.entryId,
    createdAt: run.createdAt,
    approvedAt: run.approvedAt,
    postedAt: run.postedAt,
    version: run.version,
  };
}

export async function runSummaryRow(db: Db, id: string) {
  const [r] = await db
    .select(runColumns)
    .from(payrollRuns)
    .innerJoin(countries, eq(countries.id, payrollRuns.countryId))
    .leftJoin(centres, eq(centres.id, payrollRuns.centreId))
    .where(eq(payrollRuns.id, id));
  return r;
}

export interface RunFilter {
  scope: Scope;
  countryId?: string | undefined;
  centreId?: string | undefined;
  month?: string | undefined;
  status?: string | undefined;
  page: number;
  pageSize: number;
}

/** A page of runs in the scope, newest month first. */
export async function runPage(db: Db, f: RunFilter) {
  const where = and(
    runsVisibleIn(f.scope),
    f.countryId ? eq(payrollRuns.countryId, f.countryId) : undefined,
    f.centreId ? eq(payrollRuns.centreId, f.centreId) : undefined,
    f.month ? eq(payrollRuns.month, f.month) : undefined,
    f.status ? eq(payrollRuns.status, f.status) : undefined,
  );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payrollRuns)
    .where(where);
  const rows = await db
    .select(runColumns)
    .from(payrollRuns)
    .innerJoin(countries, eq(countries.id, payrollRuns.countryId))
    .leftJoin(centres, eq(centres.id, payrollRuns.centreId))
    .where(where)
    .orderBy(desc(payrollRuns.month), desc(payrollRuns.createdAt), asc(payrollRuns.id))
    .limit(f.pageSize)
    .offset(pageOffset(f));
  return { rows: rows.map(toRunSummary), total: Number(count?.n ?? 0) };
}

const slipColumns = {
  slip: payslips,
  employeeName: employees.fullName,
  centreName: centres.name,
  runStatus: payrollRuns.status,
};

function toSlip(r: {
  slip: typeof payslips.$inferSelect;
  employeeName: string;
  centreName: string | null;
  runStatus: string;
}): PayslipRow {
  const s = r.slip;
  return {
    id: s.id,
    runId: s.runId,
    month: s.month,
    employeeId: s.employeeId,
    employeeName: r.employeeName,
    centreName: r.centreName,
    currency: s.currency,
    gross: s.gross,
    deductions: s.deductions,
    advanceDeduction: s.advanceDeduction,
    net: s.net,
    previousNet: s.previousNet,
    lines: s.lines,
    changes: s.changes,
    runStatus: r.runStatus as PayslipRow['runStatus'],
  };
}

function slipQuery(db: Db) {
  return db
    .select(slipColumns)
    .from(payslips)
    .innerJoin(employees, eq(employees.id, payslips.employeeId))
    .innerJoin(payrollRuns, eq(payrollRuns.id, payslips.runId))
    .leftJoin(centres, eq(centres.id, payslips.centreId));
}

/** A run's payslips by employee name. */
export async function payslipsOfRun(db: Db, runId: string): Promise<PayslipRow[]> {
  const rows = await slipQuery(db)
    .where(eq(payslips.runId, runId))
    .orderBy(asc(employees.fullName), asc(payslips.id));
  return rows.map(toSlip);
}

/** A payslip whose run lies in the scope, with its serial. */
export async function payslipInScope(db: Db, scope: Scope, id: string) {
  const [r] = await slipQuery(db).where(and(eq(payslips.id, id), runsVisibleIn(scope)));
  return r ? { row: toSlip(r), serial: r.slip.serial } : undefined;
}

/** An employee's payslips whose runs lie in the scope, newest first (five years at most). */
export async function payslipsOfEmployee(
  db: Db,
  scope: Scope,
  employeeId: string,
): Promise<PayslipRow[]> {
  const rows = await slipQuery(db)
    .where(and(eq(payslips.employeeId, employeeId), runsVisibleIn(scope)))
    .orderBy(desc(payslips.month), asc(payslips.id))
    .limit(60);
  return rows.map(toSlip);
}

export type PayslipInsert = typeof payslips.$inferInsert;

/**
 * A batch of a run computed in a transaction of its own (the payroll run job's): the
 * employees' month facts are read, `payslipsOf` computes their payslips (a refusal throws and
 * rolls the batch back), and they replace the batch's old payslips.
 */
export async function computeBatchAlone(
  db: Db,
  run: RunRow,
  employeeIds: readonly string[],
  payslipsOf: (run: RunRow, facts: readonly EmployeeMonth[]) => PayslipInsert[],
): Promise<void> {
  await db.transaction(async (tx) => {
    if (employeeIds.length === 0) return;
    const facts = await monthFacts(tx, employeeIds, run.month);
    await replacePayslips(tx, run.id, employeeIds, payslipsOf(run, facts));
  });
}

/**
 * Replaces a run's payslips of these employees (all of them when `employeeIds` is null) with
 * `rows`: a batch computed twice gives the same payslips.
 */
export async function replacePayslips(
  tx: Db,
  runId: string,
  employeeIds: readonly string[] | null,
  rows: Array<typeof payslips.$inferInsert>,
): Promise<void> {
  await tx
    .delete(payslips)
    .where(
      and(
        eq(payslips.runId, runId),
        employeeIds ? inArray(payslips.employeeId, [...employeeIds]) : undefined,
      ),
    );
  if (rows.length) await tx.insert(payslips).values(rows);
}

/** The centre's active cash box in the currency (the lowest code first), or undefined. */
export async function findCashBox(
  db: Db,
  centreId: string,
  currency: string,
): Promise<{ id: string } | undefined> {
  const [box] = await db
    .select({ id: financeAccounts.id })
    .from(financeAccounts)
    .where(
      and(
        eq(financeAccounts.role, 'cash_box'),
        eq(financeAccounts.centreId, centreId),
        eq(financeAccounts.currency, currency),
        isNull(financeAccounts.archivedAt),
      ),
    )
    .orderBy(asc(financeAccounts.code))
    .limit(1);
  return box;
}

/**
 * A payslip's serial (PAY-YYYY-NNNNNN): the one it has, or one taken now with its entry in the
 * register of issued documents, in one transaction that locks the payslip (two first prints
 * at once take one serial).
 */
export async function claimPayslipSerial(
  db: Db,
  id: string,
  document: Omit<Parameters<typeof registerIssuedDocument>[1], 'serial'>,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(payslips).where(eq(payslips.id, id)).for('update');
    if (locked?.serial) return locked.serial;
    const s = await allocateSerial(tx, 'PAY', new Date());
    await registerIssuedDocument(tx, { ...document, serial: s });
    await tx.update(payslips).set({ serial: s }).where(eq(payslips.id, id));
    return s;
  });
}
