import type { SpecialCase } from '@qc/domain';
import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Scope } from '../../access/access-types.ts';
import { scopeCondition } from '../../access/scope-condition.ts';
import type { Db } from '../../db/client.ts';
import {
  centres,
  guardians,
  rings,
  specialCases,
  specialCaseTypes,
  students,
} from '../../db/schema/index.ts';
import { studentScopeColumns } from './students.repository.ts';

/** The special case type of a code, with what says whether it may be chosen for a new case. */
export async function specialCaseTypeByCode(db: Db, code: string) {
  const [row] = await db
    .select({
      id: specialCaseTypes.id,
      status: specialCaseTypes.status,
      archivedAt: specialCaseTypes.archivedAt,
    })
    .from(specialCaseTypes)
    .where(eq(specialCaseTypes.code, code));
  return row;
}

/** A special case as its lists show it: its student's name, its evidence files named. */
const specialCaseColumns = {
  id: specialCases.id,
  studentId: specialCases.studentId,
  studentName: students.fullName,
  centreId: specialCases.centreId,
  caseType: specialCases.caseType,
  description: specialCases.description,
  monthlySupport: specialCases.monthlySupport,
  status: specialCases.status,
  startsOn: specialCases.startsOn,
  endsOn: specialCases.endsOn,
  evidence: sql<
    Array<{ id: string; name: string; size: number }>
  >`coalesce((select jsonb_agg(jsonb_build_object('id', e->>'id', 'name', e->>'name', 'size', (e->>'size')::int)) from jsonb_array_elements(${specialCases.evidence}) e), '[]'::jsonb)`,
};

/** One special case as the lists show it (a case just written, read back in its transaction). */
export async function findSpecialCase(db: Db, id: string): Promise<SpecialCase | undefined> {
  const [row] = await db
    .select(specialCaseColumns)
    .from(specialCases)
    .innerJoin(students, eq(students.id, specialCases.studentId))
    .where(eq(specialCases.id, id));
  return row;
}

/**
 * One page of the special cases in scope, newest first (id breaks ties, so pages never overlap),
 * with the total matching the filters: the engine's list contract `{ items, total }`. Evidence
 * files are listed by id, name and size, never sent in lists.
 */
export async function listSpecialCases(
  db: Db,
  scope: Scope,
  f: {
    caseType?: string | undefined;
    centreId?: string | undefined;
    studentId?: string | undefined;
    q?: string[] | undefined;
    page: number;
    pageSize: number;
  },
) {
  const where = and(
    isNull(specialCases.archivedAt),
    scopeCondition(scope, {
      country: specialCases.countryId,
      centre: specialCases.centreId,
      student: specialCases.studentId,
    }),
    f.caseType ? eq(specialCases.caseType, f.caseType) : undefined,
    f.centreId ? eq(specialCases.centreId, f.centreId) : undefined,
    f.studentId ? eq(specialCases.studentId, f.studentId) : undefined,
    ...(f.q ?? []).map((t) => sql`${students.search} like ${`%${t}%`}`),
  );
  const [items, [counted]] = await Promise.all([
    db
      .select(specialCaseColumns)
      .from(specialCases)
      .innerJoin(students, eq(students.id, specialCases.studentId))
      .where(where)
      .orderBy(desc(specialCases.createdAt), desc(specialCases.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(specialCases)
      .innerJoin(students, eq(students.id, specialCases.studentId))
      .where(where),
  ]);
  return { items, total: Number(counted?.total ?? 0) };
}

export async function findEvidence(db: Db, scope: Scope, caseId: string, index: number) {
  const [row] = await db
    .select({ evidence: specialCases.evidence })
    .from(specialCases)
    .where(
      and(
        eq(specialCases.id, caseId),
        scopeCondition(scope, {
          country: specialCases.countryId,
          centre: specialCases.centreId,
          student: specialCases.studentId,
        }),
      ),
    );
  return row?.evidence[index];
}

/**
 * Families: students in scope grouped by guardian, found by the guardian's name or phone, a
 * student's name, or the father's name (Arabic-normalised tokens, all must match).
 */
export async function searchFamilies(db: Db, scope: Scope, tokens: string[], phone: string | null) {
  const matches = [
    and(...tokens.map((t) => sql`${guardians.search} like ${`%${t}%`}`)),
    and(...tokens.map((t) => sql`${students.search} like ${`%${t}%`}`)),
    and(...tokens.map((t) => sql`coalesce(${students.fatherName}, '') like ${`%${t}%`}`)),
  ];
  if (phone) {
    matches.push(
      sql`right(regexp_replace(coalesce(${guardians.phone}, ''), '[^0-9]', '', 'g'), 9) = ${phone}`,
    );
    matches.push(
      sql`right(regexp_replace(coalesce(${students.phone}, ''), '[^0-9]', '', 'g'), 9) = ${phone}`,
    );
  }
  const hits = await db
    .selectDistinct({ guardianId: students.guardianId })
    .from(students)
    .leftJoin(guardians, eq(guardians.id, students.guardianId))
    .where(
      and(isNull(students.archivedAt), scopeCondition(scope, studentScopeColumns), or(...matches)),
    )
    .limit(100);
  const ids = hits.map((h) => h.guardianId).filter((g): g is string => !!g);
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      guardianId: guardians.id,
      guardianName: guardians.fullName,
      guardianPhone: guardians.phone,
      studentId: students.id,
      studentName: students.fullName,
      fatherName: students.fatherName,
      status: students.status,
      centreName: centres.name,
      ringName: rings.name,
    })
    .from(students)
    .innerJoin(guardians, eq(guardians.id, students.guardianId))
    .innerJoin(centres, eq(centres.id, students.centreId))
    .leftJoin(rings, eq(rings.id, students.ringId))
    .where(
      and(
        inArray(students.guardianId, ids),
        isNull(students.archivedAt),
        scopeCondition(scope, studentScopeColumns),
      ),
    );
  const families = new Map<
    string,
    {
      guardianId: string;
      guardianName: string;
      guardianPhone: string | null;
      children: Array<Omit<(typeof rows)[number], 'guardianId' | 'guardianName' | 'guardianPhone'>>;
    }
  >();
  for (const r of rows) {
    const { guardianId, guardianName, guardianPhone, ...child } = r;
    const fam = families.get(guardianId) ?? {
      guardianId,
      guardianName,
      guardianPhone,
      children: [],
    };
    fam.children.push(child);
    families.set(guardianId, fam);
  }
  return [...families.values()];
}

/** Students in scope counted by centre and status (country-students-report). */
export async function studentsReport(db: Db, scope: Scope, countryId?: string) {
  return db
    .select({ centreId: centres.id, centreName: centres.name, status: students.status, n: count() })
    .from(students)
    .innerJoin(centres, eq(centres.id, students.centreId))
    .where(
      and(
        isNull(students.archivedAt),
        scopeCondition(scope, studentScopeColumns),
        countryId ? eq(students.countryId, countryId) : undefined,
      ),
    )
    .groupBy(centres.id, centres.name, students.status)
    .orderBy(centres.name);
}
