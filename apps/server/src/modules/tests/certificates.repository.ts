import { tokenize } from '@qc/domain';
import { and, count, desc, eq, gte, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  centres,
  employees,
  examiners,
  organisationSettings,
  students,
  testCertificates,
  testKinds,
  testRequests,
  testResults,
  users,
} from '../../db/schema/index.ts';
import { visibilityCondition, type Visibility } from './tests.repository.ts';

/** The tests module's certificates: their rows and what a certificate shows of its request. */

const subjectTeacher = alias(employees, 'certificate_teacher');
const issuer = alias(users, 'certificate_issuer');

export type TestResultRecord = typeof testResults.$inferSelect;
export type TestCertificateRow = typeof testCertificates.$inferSelect;

/** The result of a request, if one was submitted. */
export async function resultOfRequest(
  tx: Db,
  requestId: string,
): Promise<TestResultRecord | undefined> {
  const [result] = await tx.select().from(testResults).where(eq(testResults.requestId, requestId));
  return result;
}

/** What a new certificate of a request names: its subject, the kind and the centre. */
export async function certificateSubject(tx: Db, requestId: string) {
  const [info] = await tx
    .select({
      studentName: students.fullName,
      teacherName: subjectTeacher.fullName,
      kindNameAr: testKinds.nameAr,
      kindNameEn: testKinds.nameEn,
      kindNameFr: testKinds.nameFr,
      centreName: centres.name,
    })
    .from(testRequests)
    .innerJoin(testKinds, eq(testKinds.id, testRequests.kindId))
    .innerJoin(centres, eq(centres.id, testRequests.centreId))
    .leftJoin(students, eq(students.id, testRequests.studentId))
    .leftJoin(subjectTeacher, eq(subjectTeacher.id, testRequests.teacherId))
    .where(eq(testRequests.id, requestId));
  return info;
}

export async function insertCertificate(
  tx: Db,
  values: typeof testCertificates.$inferInsert,
): Promise<TestCertificateRow> {
  const [cert] = await tx.insert(testCertificates).values(values).returning();
  return cert!;
}

/** The certificate of a request (a request has at most one). */
export async function certificateIdOfRequest(
  db: Db,
  requestId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: testCertificates.id })
    .from(testCertificates)
    .where(eq(testCertificates.requestId, requestId));
  return row?.id;
}

/** The organisation's default language as set, or null when none is. */
export async function organisationDefaultLanguage(db: Db): Promise<string | null | undefined> {
  const [s] = await db
    .select({ l: organisationSettings.defaultLanguage })
    .from(organisationSettings)
    .limit(1);
  return s?.l;
}

/** The organisation's names in the three languages, if the settings row exists. */
export async function organisationNames(db: Db) {
  const [org] = await db.select().from(organisationSettings).limit(1);
  return org ? { ar: org.nameAr, en: org.nameEn, fr: org.nameFr } : undefined;
}

function certificatesQuery(db: Db) {
  return db
    .select({
      c: testCertificates,
      studentName: students.fullName,
      teacherName: subjectTeacher.fullName,
      centreName: centres.name,
      kindNameAr: testKinds.nameAr,
      kindNameEn: testKinds.nameEn,
      kindNameFr: testKinds.nameFr,
      issuedByName: issuer.displayName,
    })
    .from(testCertificates)
    .innerJoin(testRequests, eq(testRequests.id, testCertificates.requestId))
    .innerJoin(testKinds, eq(testKinds.id, testRequests.kindId))
    .innerJoin(centres, eq(centres.id, testRequests.centreId))
    .leftJoin(students, eq(students.id, testRequests.studentId))
    .leftJoin(subjectTeacher, eq(subjectTeacher.id, testRequests.teacherId))
    .leftJoin(issuer, eq(issuer.id, testCertificates.issuedBy));
}

/** A certificate with the names it is listed with. */
export type CertificateListRow = Awaited<
  ReturnType<ReturnType<typeof certificatesQuery>['where']>
>[number];

/** One certificate the visibility lets the caller see. */
export async function findCertificate(
  db: Db,
  id: string,
  visibility: Visibility,
): Promise<CertificateListRow | undefined> {
  const [row] = await certificatesQuery(db).where(
    and(eq(testCertificates.id, id), visibilityCondition(visibility)),
  );
  return row;
}

export interface CertificateFilter {
  page: number;
  pageSize: number;
  centreId?: string | undefined;
  kindId?: string | undefined;
  state: 'valid' | 'revoked' | 'all';
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
  studentId?: string | undefined;
}

/** A page of the certificates the visibility lets the caller see, newest first, and the total. */
export async function listCertificateRows(db: Db, visibility: Visibility, f: CertificateFilter) {
  const words = f.q ? tokenize(f.q) : [];
  const where: SQL | undefined = and(
    visibilityCondition(visibility),
    f.centreId ? eq(testRequests.centreId, f.centreId) : undefined,
    f.kindId ? eq(testRequests.kindId, f.kindId) : undefined,
    f.studentId ? eq(testRequests.studentId, f.studentId) : undefined,
    f.state === 'valid' ? isNull(testCertificates.revokedAt) : undefined,
    f.state === 'revoked' ? isNotNull(testCertificates.revokedAt) : undefined,
    f.from ? gte(testCertificates.issuedAt, `${f.from}T00:00:00Z`) : undefined,
    f.to ? lt(testCertificates.issuedAt, sql`(${f.to}::date + 1)`) : undefined,
    ...words.map((w) => sql`(' ' || ${testRequests.search}) like ${`% ${w}%`}`),
  );
  const [items, [total]] = await Promise.all([
    certificatesQuery(db)
      .where(where)
      .orderBy(desc(testCertificates.issuedAt), desc(testCertificates.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    db
      .select({ n: count() })
      .from(testCertificates)
      .innerJoin(testRequests, eq(testRequests.id, testCertificates.requestId))
      .where(where),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

/** Locks a certificate the visibility lets the caller see, for its revocation. */
export async function lockCertificate(
  tx: Db,
  id: string,
  visibility: Visibility,
): Promise<TestCertificateRow | undefined> {
  const [row] = await tx
    .select({ c: testCertificates })
    .from(testCertificates)
    .innerJoin(testRequests, eq(testRequests.id, testCertificates.requestId))
    .where(and(eq(testCertificates.id, id), visibilityCondition(visibility)))
    .for('update');
  return row?.c;
}

export async function markCertificateRevoked(
  tx: Db,
  id: string,
  by: string,
  reason: string,
): Promise<void> {
  await tx
    .update(testCertificates)
    .set({ revokedAt: sql`now()`, revokedBy: by, revokeReason: reason })
    .where(eq(testCertificates.id, id));
}

/** What the printed certificate shows: the certificate, its request, names, examiner, percent. */
export async function certificateForPrint(db: Db, certificateId: string) {
  const [x] = await db
    .select({
      c: testCertificates,
      r: testRequests,
      studentName: students.fullName,
      teacherName: subjectTeacher.fullName,
      centreName: centres.name,
      kindNameAr: testKinds.nameAr,
      kindNameEn: testKinds.nameEn,
      kindNameFr: testKinds.nameFr,
      examinerName: employees.fullName,
      percent: testResults.percent,
    })
    .from(testCertificates)
    .innerJoin(testRequests, eq(testRequests.id, testCertificates.requestId))
    .innerJoin(testKinds, eq(testKinds.id, testRequests.kindId))
    .innerJoin(centres, eq(centres.id, testRequests.centreId))
    .leftJoin(testResults, eq(testResults.requestId, testRequests.id))
    .leftJoin(students, eq(students.id, testRequests.studentId))
    .leftJoin(subjectTeacher, eq(subjectTeacher.id, testRequests.teacherId))
    .leftJoin(examiners, eq(examiners.id, testRequests.examinerId))
    .leftJoin(employees, eq(employees.id, examiners.employeeId))
    .where(eq(testCertificates.id, certificateId));
  return x;
}
