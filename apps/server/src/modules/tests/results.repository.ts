import type { GradeBand, TestKindCode, TestResultListQuery, TestResultRow } from '@qc/domain';
import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  centres,
  employees,
  examiners,
  students,
  testCertificates,
  testKinds,
  testRequests,
  testResults,
} from '../../db/schema/index.ts';
import { isoTimestamp } from '../../resources/kind-storage.ts';
import { visibilityCondition, type Visibility } from './tests.repository.ts';
import { tokenize } from '@qc/domain';

const examinerEmployee = alias(employees, 'result_examiner');
const subjectTeacher = alias(employees, 'result_teacher');

function where(visibility: Visibility, f: TestResultListQuery) {
  const words = f.q ? tokenize(f.q) : [];
  return and(
    visibilityCondition(visibility),
    f.status === 'all' ? undefined : eq(testResults.status, f.status),
    f.kindId ? eq(testRequests.kindId, f.kindId) : undefined,
    f.category?.length ? inArray(testKinds.category, f.category) : undefined,
    f.centreId ? eq(testRequests.centreId, f.centreId) : undefined,
    f.countryId ? eq(testRequests.countryId, f.countryId) : undefined,
    f.examinerId ? eq(testResults.examinerId, f.examinerId) : undefined,
    f.grade?.length ? inArray(testResults.grade, f.grade) : undefined,
    f.from ? gte(testResults.submittedAt, `${f.from}T00:00:00Z`) : undefined,
    f.to ? lt(testResults.submittedAt, sql`(${f.to}::date + 1)`) : undefined,
    ...words.map((w) => sql`(' ' || ${testRequests.search}) like ${`% ${w}%`}`),
  );
}

function rowsQuery(db: Db) {
  return db
    .select({
      r: testResults,
      requestId: testRequests.id,
      studentId: testRequests.studentId,
      portion: testRequests.portion,
      kindId: testRequests.kindId,
      kindNameAr: testKinds.nameAr,
      kindNameEn: testKinds.nameEn,
      kindNameFr: testKinds.nameFr,
      category: testKinds.category,
      studentName: students.fullName,
      teacherName: subjectTeacher.fullName,
      centreName: centres.name,
      examinerName: examinerEmployee.fullName,
      serial: testCertificates.serial,
    })
    .from(testResults)
    .innerJoin(testRequests, eq(testRequests.id, testResults.requestId))
    .innerJoin(testKinds, eq(testKinds.id, testRequests.kindId))
    .innerJoin(centres, eq(centres.id, testRequests.centreId))
    .leftJoin(students, eq(students.id, testRequests.studentId))
    .leftJoin(subjectTeacher, eq(subjectTeacher.id, testRequests.teacherId))
    .leftJoin(examiners, eq(examiners.id, testResults.examinerId))
    .leftJoin(examinerEmployee, eq(examinerEmployee.id, examiners.employeeId))
    .leftJoin(testCertificates, eq(testCertificates.requestId, testRequests.id));
}

type Raw = Awaited<ReturnType<ReturnType<typeof rowsQuery>['where']>>[number];

function toRow(x: Raw): TestResultRow {
  return {
    requestId: x.requestId,
    studentId: x.studentId,
    studentName: x.studentName ?? x.teacherName ?? '',
    centreName: x.centreName,
    kindId: x.kindId,
    kindName: { ar: x.kindNameAr, en: x.kindNameEn, fr: x.kindNameFr },
    category: x.category as TestKindCode,
    portion: x.portion ?? null,
    examinerName: x.examinerName,
    takenAt: isoTimestamp(x.r.submittedAt)!,
    status: x.r.status as TestResultRow['status'],
    total: Number(x.r.total),
    maxTotal: Number(x.r.maxTotal),
    percent: Number(x.r.percent),
    grade: x.r.grade as GradeBand,
    passed: x.r.passed,
    certificateSerial: x.serial,
  };
}

/** Results in the caller's visibility, newest first (then id), paged. */
export async function listResults(db: Db, visibility: Visibility, f: TestResultListQuery) {
  const w = where(visibility, f);
  const [items, [total]] = await Promise.all([
    rowsQuery(db)
      .where(w)
      .orderBy(desc(testResults.submittedAt), desc(testResults.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    db
      .select({ n: count() })
      .from(testResults)
      .innerJoin(testRequests, eq(testRequests.id, testResults.requestId))
      .innerJoin(testKinds, eq(testKinds.id, testRequests.kindId))
      .where(w),
  ]);
  return { items: items.map(toRow), total: Number(total?.n ?? 0) };
}

/** Every matching result, in pages of 1000, for the export. */
export async function* allResults(db: Db, visibility: Visibility, f: TestResultListQuery) {
  const w = where(visibility, f);
  for (let offset = 0; ; offset += 1000) {
    const rows = await rowsQuery(db)
      .where(w)
      .orderBy(desc(testResults.submittedAt), desc(testResults.id))
      .limit(1000)
      .offset(offset);
    for (const r of rows) yield toRow(r);
    if (rows.length < 1000) return;
  }
}
