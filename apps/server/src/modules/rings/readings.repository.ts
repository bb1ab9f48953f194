import { searchKey } from '@qc/domain';
import { and, count, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../../access/access-types.ts';
import { scopeCondition } from '../../access/scope-condition.ts';
import type { Db } from '../../db/client.ts';
import { readings, rings, students } from '../../db/schema/index.ts';

export interface ReadingsFilter {
  studentId?: string | undefined;
  ringId?: string | undefined;
  centreId?: string | undefined;
  kind?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  surah?: number | undefined;
  q?: string | undefined;
  page: number;
  pageSize: number;
}

/**
 * Counting stops here: a list needs "1,000+", not the exact number, and an exact count over
 * millions of readings costs far more than the page itself.
 */
export const COUNT_CAP = 1000;

/**
 * A name search matching at most this many students pages their readings through the student
 * index; a broader one walks the readings newest first against the set of matching students.
 */
export const SELECTIVE_STUDENTS = 2000;

/** The students whose Arabic-normalised search text holds every token (ids, up to a limit). */
async function studentsNamed(db: Db, tokens: string[], limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: students.id })
    .from(students)
    .where(and(...tokens.map((t) => sql`${students.search} like ${`%${t}%`}`)))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * The readings search (students-quran-readings): readings in scope, newest first, one page, and
 * a count capped at COUNT_CAP. A name is resolved to students first (trigram index on their
 * search text), so the readings are never joined to students row by row: a selective name
 * reads only its students' readings (index on student and date); a common one walks the date
 * index and probes a hashed set of students until the page is full.
 */
export async function searchReadings(db: Db, scope: Scope, f: ReadingsFilter) {
  const tokens = f.q ? searchKey(f.q).split(' ').filter(Boolean) : [];
  let byName: SQL | undefined;
  if (tokens.length > 0) {
    const ids = await studentsNamed(db, tokens, SELECTIVE_STUDENTS + 1);
    if (ids.length === 0)
      return { items: [], total: 0, totalCapped: false, page: f.page, pageSize: f.pageSize };
    byName =
      ids.length <= SELECTIVE_STUDENTS
        ? // One array parameter, not thousands: planning an IN list of 2,000 values costs more
          // than the query.
          sql`${readings.studentId} = any(${sql.param(ids)}::uuid[])`
        : inArray(
            readings.studentId,
            db
              .select({ id: students.id })
              .from(students)
              .where(and(...tokens.map((t) => sql`${students.search} like ${`%${t}%`}`))),
          );
  }
  const where = and(
    isNull(readings.archivedAt),
    scopeCondition(scope, {
      country: readings.countryId,
      centre: readings.centreId,
      ring: readings.ringId,
      student: readings.studentId,
    }),
    f.studentId ? eq(readings.studentId, f.studentId) : undefined,
    f.ringId ? eq(readings.ringId, f.ringId) : undefined,
    f.centreId ? eq(readings.centreId, f.centreId) : undefined,
    f.kind ? eq(readings.kind, f.kind) : undefined,
    f.from ? gte(readings.readOn, f.from) : undefined,
    f.to ? lte(readings.readOn, f.to) : undefined,
    f.surah ? and(lte(readings.fromSurah, f.surah), gte(readings.toSurah, f.surah)) : undefined,
    byName,
  );
  const page = db
    .select({
      id: readings.id,
      readOn: readings.readOn,
      kind: readings.kind,
      studentId: readings.studentId,
      ringId: readings.ringId,
      fromSurah: readings.fromSurah,
      fromAyah: readings.fromAyah,
      toSurah: readings.toSurah,
      toAyah: readings.toAyah,
      ayahCount: readings.ayahCount,
      pageCount: readings.pageCount,
      mistakesMemorisation: readings.mistakesMemorisation,
      mistakesTajweed: readings.mistakesTajweed,
      grade: readings.grade,
      createdAt: readings.createdAt,
    })
    .from(readings)
    .where(where)
    .orderBy(desc(readings.readOn), desc(readings.createdAt))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize)
    .as('page');
  const [rows, total] = await Promise.all([
    // Names of students and rings for the page's rows only.
    db
      .select({
        id: page.id,
        readOn: page.readOn,
        kind: page.kind,
        studentId: page.studentId,
        studentName: students.fullName,
        ringId: page.ringId,
        ringName: rings.name,
        fromSurah: page.fromSurah,
        fromAyah: page.fromAyah,
        toSurah: page.toSurah,
        toAyah: page.toAyah,
        ayahCount: page.ayahCount,
        pageCount: page.pageCount,
        mistakesMemorisation: page.mistakesMemorisation,
        mistakesTajweed: page.mistakesTajweed,
        grade: page.grade,
      })
      .from(page)
      .innerJoin(students, eq(students.id, page.studentId))
      .innerJoin(rings, eq(rings.id, page.ringId))
      .orderBy(desc(page.readOn), desc(page.createdAt)),
    db.select({ n: count() }).from(
      db
        .select({ one: sql`1`.as('one') })
        .from(readings)
        .where(where)
        .limit(COUNT_CAP + 1)
        .as('capped'),
    ),
  ]);
  const n = total[0]?.n ?? 0;
  return {
    items: rows.map((r) => ({ ...r, pageCount: Number(r.pageCount) })),
    total: Math.min(n, COUNT_CAP),
    totalCapped: n > COUNT_CAP,
    page: f.page,
    pageSize: f.pageSize,
  };
}
