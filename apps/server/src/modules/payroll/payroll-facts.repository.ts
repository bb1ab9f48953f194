import type { AdvancePlanState, PayslipLine, SalaryComponentInput } from '@qc/domain';
import { addMonths, instalmentDue, monthBounds } from '@qc/domain';
import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  advances,
  advanceTypes,
  attendance,
  auditLog,
  employees,
  rings,
  salaryComponents,
  students,
} from '../../db/schema/index.ts';
import { payslips } from '../../db/schema/index.ts';
import { sheetsOfMonth } from '../staff/index.ts';

/**
 * Who prepared a run: whoever created it and whoever computed it again (the audit log's
 * `recompute` entries). None of them may approve it.
 */
export async function runPreparers(
  db: Db,
  run: { id: string; createdBy: string | null },
): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ actorId: auditLog.actorId })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.resource, 'payroll-runs'),
        eq(auditLog.recordId, run.id),
        eq(auditLog.action, 'recompute'),
      ),
    );
  const ids = new Set(rows.map((r) => r.actorId).filter((id): id is string => Boolean(id)));
  if (run.createdBy) ids.add(run.createdBy);
  return ids;
}

/** The employees a run pays: active staff of the place with an active salary profile. */
export async function employeesOfRun(
  db: Db,
  place: { countryId: string; centreId: string | null },
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: employees.id, name: employees.fullName })
    .from(employees)
    .innerJoin(salaryComponents, eq(salaryComponents.employeeId, employees.id))
    .where(
      and(
        eq(employees.countryId, place.countryId),
        place.centreId ? eq(employees.centreId, place.centreId) : undefined,
        eq(employees.status, 'active'),
        isNull(employees.archivedAt),
        eq(salaryComponents.status, 'active'),
        isNull(salaryComponents.archivedAt),
      ),
    )
    .orderBy(asc(employees.fullName), asc(employees.id));
  return rows.map((r) => r.id);
}

export interface EmployeeMonth {
  employeeId: string;
  name: string;
  centreId: string | null;
  hiredOn: string | null;
  components: Array<SalaryComponentInput & { validFrom: string | null; validTo: string | null }>;
  ringsTaught: number;
  sessionsHeld: number;
  students: number;
  advances: Array<{ advanceId: string; name: string; due: number }>;
  previous: { net: number; lines: PayslipLine[] } | null;
  /** The month's work sheet (any state; only an approved one is paid from). */
  sheet: { id: string; state: string; minutes: number; sessions: number } | null;
}

/**
 * Everything the payslips of these employees need for the month, in a few grouped queries
 * (not one per employee): profiles, rings taught, sessions held in those rings (days with
 * attendance recorded), their active students, advance instalments due, last month's payslip.
 */
export async function monthFacts(
  db: Db,
  employeeIds: readonly string[],
  month: string,
  locale: 'ar' | 'en' | 'fr' = 'ar',
): Promise<EmployeeMonth[]> {
  if (employeeIds.length === 0) return [];
  const ids = [...employeeIds];
  const { from, to } = monthBounds(month);
  const people = await db
    .select({
      id: employees.id,
      name: employees.fullName,
      centreId: employees.centreId,
      hiredOn: employees.hiredOn,
    })
    .from(employees)
    .where(inArray(employees.id, ids));
  const comps = await db
    .select()
    .from(salaryComponents)
    .where(
      and(
        inArray(salaryComponents.employeeId, ids),
        eq(salaryComponents.status, 'active'),
        isNull(salaryComponents.archivedAt),
        // Lines paying some day of the month (a promotion closes and opens lines by date).
        or(isNull(salaryComponents.validFrom), lte(salaryComponents.validFrom, to)),
        or(isNull(salaryComponents.validTo), gte(salaryComponents.validTo, from)),
      ),
    )
    .orderBy(asc(salaryComponents.createdAt), asc(salaryComponents.id));
  const teaches = or(inArray(rings.teacherId, ids), inArray(rings.assistantId, ids));
  const ringRows = await db
    .select({ id: rings.id, teacherId: rings.teacherId, assistantId: rings.assistantId })
    .from(rings)
    .where(and(teaches, eq(rings.status, 'active'), isNull(rings.archivedAt)));
  const ringIds = ringRows.map((r) => r.id);
  const sessions = ringIds.length
    ? await db
        .select({
          ringId: attendance.ringId,
          n: sql<number>`count(distinct ${attendance.attendedOn})::int`,
        })
        .from(attendance)
        .where(
          and(
            inArray(attendance.ringId, ringIds),
            gte(attendance.attendedOn, from),
            lte(attendance.attendedOn, to),
          ),
        )
        .groupBy(attendance.ringId)
    : [];
  const pupils = ringIds.length
    ? await db
        .select({ ringId: students.ringId, n: sql<number>`count(*)::int` })
        .from(students)
        .where(
          and(
            inArray(students.ringId, ringIds),
            eq(students.status, 'active'),
            isNull(students.archivedAt),
          ),
        )
        .groupBy(students.ringId)
    : [];
  const advRows = await db
    .select({ a: advances, type: advanceTypes })
    .from(advances)
    .innerJoin(advanceTypes, eq(advanceTypes.id, advances.typeId))
    .where(and(inArray(advances.employeeId, ids), eq(advances.status, 'active')))
    .orderBy(asc(advances.grantedOn), asc(advances.id));
  const prevRows = await db
    .select({ employeeId: payslips.employeeId, net: payslips.net, lines: payslips.lines })
    .from(payslips)
    .where(and(inArray(payslips.employeeId, ids), eq(payslips.month, addMonths(month, -1))));

  const sheets = await sheetsOfMonth(db, ids, month);
  const sessionsOf = new Map(sessions.map((s) => [s.ringId, Number(s.n)]));
  const pupilsOf = new Map(pupils.map((s) => [s.ringId!, Number(s.n)]));
  const typeName = { ar: 'nameAr', en: 'nameEn', fr: 'nameFr' } as const;
  return people.map((p) => {
    const mine = ringRows.filter((r) => r.teacherId === p.id || r.assistantId === p.id);
    const sheet = sheets.find((x) => x.employeeId === p.id);
    return {
      employeeId: p.id,
      name: p.name,
      centreId: p.centreId,
      hiredOn: p.hiredOn,
      components: comps
        .filter((c) => c.employeeId === p.id)
        .map((c) => ({
          id: c.id,
          name: c.name,
          kind: c.kind as SalaryComponentInput['kind'],
          basis: c.basis as SalaryComponentInput['basis'],
          amount: c.amount,
          currency: c.currency,
          validFrom: c.validFrom,
          validTo: c.validTo,
        })),
      ringsTaught: mine.length,
      sessionsHeld: mine.reduce((s, r) => s + (sessionsOf.get(r.id) ?? 0), 0),
      students: mine.reduce((s, r) => s + (pupilsOf.get(r.id) ?? 0), 0),
      advances: advRows
        .filter((r) => r.a.employeeId === p.id)
        .map((r) => ({
          advanceId: r.a.id,
          name: r.type[typeName[locale]],
          due: instalmentDue(planState(r.a), month),
        }))
        .filter((a) => a.due > 0),
      previous: prevRows.find((r) => r.employeeId === p.id) ?? null,
      sheet: sheet
        ? {
            id: sheet.id,
            state: sheet.state,
            minutes: sheet.recordedMinutes,
            sessions: sheet.sessions,
          }
        : null,
    };
  });
}

/**
 * Locks these advances for a posting, in one query ordered by id (every poster takes the locks
 * in the same order, so two postings cannot deadlock), and returns them by id. An id without a
 * row is absent from the map.
 */
export async function lockAdvances(
  tx: Db,
  ids: readonly string[],
): Promise<Map<string, typeof advances.$inferSelect>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(advances)
    .where(inArray(advances.id, unique))
    .orderBy(asc(advances.id))
    .for('update');
  return new Map(rows.map((a) => [a.id, a]));
}

/** The plan state stored on an advance row. */
export function planState(a: typeof advances.$inferSelect): AdvancePlanState {
  return {
    outstanding: a.outstanding,
    remainingInstalments: a.remainingInstalments,
    nextMonth: a.nextMonth,
    skippedMonths: a.skippedMonths,
  };
}

/** One salary profile line (a promotion closing the previous grade's). */
export async function salaryLine(
  db: Db,
  id: string,
): Promise<typeof salaryComponents.$inferSelect | undefined> {
  const [row] = await db.select().from(salaryComponents).where(eq(salaryComponents.id, id));
  return row;
}

/** An employee's fixed base lines still paying on `day` (a grade paid as a base replaces them). */
export async function openBaseLines(db: Db, employeeId: string, day: string): Promise<string[]> {
  const rows = await db
    .select({ id: salaryComponents.id })
    .from(salaryComponents)
    .where(
      and(
        eq(salaryComponents.employeeId, employeeId),
        eq(salaryComponents.kind, 'base'),
        eq(salaryComponents.basis, 'fixed'),
        eq(salaryComponents.status, 'active'),
        isNull(salaryComponents.archivedAt),
        or(isNull(salaryComponents.validTo), gte(salaryComponents.validTo, day)),
      ),
    );
  return rows.map((r) => r.id);
}
