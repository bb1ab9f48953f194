import {
  describeRange,
  translate,
  type CertificateSummary,
  type GradeBand,
  type LocaleCode,
} from '@qc/domain';
import { and, count, desc, eq, gte, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { recordAudit } from '../../audit/audit.ts';
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
import {
  allocateSerial,
  certificateDocument,
  publicBase,
  registerIssuedDocument,
  revokeIssuedDocument,
  verificationUrl,
  type CertificateInput,
} from '../../documents/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { isoTimestamp } from '../../resources/kind-storage.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites } from '../../resources/resource.service.ts';
import { enqueueGuardianMessage } from '../messaging/index.ts';
import { alias } from 'drizzle-orm/pg-core';
import { tokenize } from '@qc/domain';
import { transition, visibilityOf } from './tests.service.ts';
import { visibilityCondition, type TestRequestRow, type Visibility } from './tests.repository.ts';

/** Certificates of tests are numbered in their own series: TC-<year>-<n>. */
export const CERTIFICATE_SERIES = 'TC';

const subjectTeacher = alias(employees, 'certificate_teacher');
const issuer = alias(users, 'certificate_issuer');

/**
 * Issues the certificate of a passed request inside `tx`: the serial (gap-free in its
 * series), the certificate row, the issued-documents register entry (what the public
 * verification shows) and the audit entry land together or not at all.
 */
export async function issueInTx(
  ctx: AppContext,
  tx: Db,
  r: TestRequestRow,
  byUserId: string,
  language: LocaleCode,
  request?: Caller['request'],
) {
  const [result] = await tx.select().from(testResults).where(eq(testResults.requestId, r.id));
  if (!result || result.status !== 'approved' || !result.passed)
    throw conflict('tests.certificate.notPassed');
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
    .where(eq(testRequests.id, r.id));
  const issuedAt = new Date();
  const serial = await allocateSerial(tx, CERTIFICATE_SERIES, issuedAt);
  const [cert] = await tx
    .insert(testCertificates)
    .values({
      requestId: r.id,
      serial,
      language,
      grade: result.grade,
      percent: result.percent,
      issuedAt: issuedAt.toISOString(),
      issuedBy: byUserId,
    })
    .returning();
  const kindName = { ar: info!.kindNameAr, en: info!.kindNameEn, fr: info!.kindNameFr }[language];
  await registerIssuedDocument(tx, {
    serial,
    kind: 'test-certificate',
    language,
    subjectResource: 'test-requests',
    subjectId: r.id,
    issuedBy: byUserId,
    issuedAt,
    publicFields: {
      [translate(language, 'tests.subject.name')]: info!.studentName ?? info!.teacherName ?? '',
      [translate(language, 'tests.certificate.kind')]: kindName,
      ...(r.portion
        ? {
            [translate(language, 'tests.certificate.portion')]: describeRange(r.portion, {
              locale: language,
            }),
          }
        : {}),
      [translate(language, 'tests.certificate.grade')]: translate(
        language,
        `tests.grade.${result.grade}`,
      ),
    },
  });
  if (r.studentId)
    await enqueueGuardianMessage(ctx, tx, {
      event: 'certificate-ready',
      sourceId: cert!.id,
      studentId: r.studentId,
      params: {
        testName: { ar: info!.kindNameAr, en: info!.kindNameEn, fr: info!.kindNameFr },
        verifyLink: verificationUrl(publicBase(ctx), serial),
      },
      triggeredBy: byUserId,
      triggeredVia: 'certificates',
    });
  await recordAudit(
    tx,
    {
      action: 'issue',
      resource: 'certificates',
      recordId: cert!.id,
      newValues: { serial, requestId: r.id, grade: result.grade, language },
    },
    request,
  );
  return cert!;
}

export async function issueCertificate(
  ctx: AppContext,
  caller: Caller,
  requestId: string,
  language: LocaleCode | undefined,
): Promise<CertificateSummary> {
  const lang = language ?? (await defaultLanguage(ctx.db));
  await transition(ctx, caller, requestId, 'issue-certificate', async (tx, r) => {
    await issueInTx(ctx, tx, r, caller.access.userId, lang, caller.request);
    return { to: 'certified' };
  });
  const [row] = await ctx.db
    .select({ id: testCertificates.id })
    .from(testCertificates)
    .where(eq(testCertificates.requestId, requestId));
  return (await readCertificate(ctx, caller, row!.id))!;
}

async function defaultLanguage(db: Db): Promise<LocaleCode> {
  const [s] = await db
    .select({ l: organisationSettings.defaultLanguage })
    .from(organisationSettings)
    .limit(1);
  return s?.l === 'en' || s?.l === 'fr' ? s.l : 'ar';
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

type Raw = Awaited<ReturnType<ReturnType<typeof certificatesQuery>['where']>>[number];

function toSummary(ctx: AppContext, x: Raw): CertificateSummary {
  return {
    id: x.c.id,
    serial: x.c.serial,
    requestId: x.c.requestId,
    studentName: x.studentName ?? x.teacherName ?? '',
    centreName: x.centreName,
    kindName: { ar: x.kindNameAr, en: x.kindNameEn, fr: x.kindNameFr },
    grade: x.c.grade as GradeBand,
    percent: Number(x.c.percent),
    language: x.c.language as LocaleCode,
    issuedAt: isoTimestamp(x.c.issuedAt)!,
    issuedByName: x.issuedByName,
    revokedAt: isoTimestamp(x.c.revokedAt),
    revokeReason: x.c.revokeReason,
    verifyUrl: verificationUrl(publicBase(ctx), x.c.serial),
  };
}

export async function readCertificate(ctx: AppContext, caller: Caller, id: string) {
  const visibility = await visibilityOf(ctx.db, caller);
  const [row] = await certificatesQuery(ctx.db).where(
    and(eq(testCertificates.id, id), visibilityCondition(visibility)),
  );
  return row ? toSummary(ctx, row) : undefined;
}

export async function listCertificates(
  ctx: AppContext,
  visibility: Visibility,
  f: {
    page: number;
    pageSize: number;
    centreId?: string | undefined;
    kindId?: string | undefined;
    state: 'valid' | 'revoked' | 'all';
    from?: string | undefined;
    to?: string | undefined;
    q?: string | undefined;
    studentId?: string | undefined;
  },
) {
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
    certificatesQuery(ctx.db)
      .where(where)
      .orderBy(desc(testCertificates.issuedAt), desc(testCertificates.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    ctx.db
      .select({ n: count() })
      .from(testCertificates)
      .innerJoin(testRequests, eq(testRequests.id, testCertificates.requestId))
      .where(where),
  ]);
  return { items: items.map((x) => toSummary(ctx, x)), total: Number(total?.n ?? 0) };
}

/** Revokes a certificate once, with its reason: the row, the public register and the audit. */
export async function revokeCertificate(
  ctx: AppContext,
  caller: Caller,
  id: string,
  reason: string,
) {
  const visibility = await visibilityOf(ctx.db, caller);
  await withWrites(ctx, caller, async (w) => {
    const [row] = await w.tx
      .select({ c: testCertificates })
      .from(testCertificates)
      .innerJoin(testRequests, eq(testRequests.id, testCertificates.requestId))
      .where(and(eq(testCertificates.id, id), visibilityCondition(visibility)))
      .for('update');
    if (!row) throw notFound();
    if (row.c.revokedAt) throw conflict('tests.certificate.revoked');
    await w.tx
      .update(testCertificates)
      .set({ revokedAt: sql`now()`, revokedBy: caller.access.userId, revokeReason: reason })
      .where(eq(testCertificates.id, id));
    await revokeIssuedDocument(w.tx, row.c.serial, reason, caller.access.userId);
    await recordAudit(
      w.tx,
      { action: 'revoke', resource: 'certificates', recordId: id, reason },
      caller.request,
    );
  });
  return (await readCertificate(ctx, caller, id))!;
}

/** The printable certificate of a row, in a language (labels translated here). */
export async function certificateSpec(
  ctx: AppContext,
  db: Db,
  certificateId: string,
  language?: LocaleCode,
) {
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
  if (!x) return undefined;
  const lang = language ?? (x.c.language as LocaleCode);
  const [org] = await db.select().from(organisationSettings).limit(1);
  const t = (key: string) => translate(lang, key);
  const input: CertificateInput = {
    language: lang,
    organisationName: org ? { ar: org.nameAr, en: org.nameEn, fr: org.nameFr }[lang] : '',
    title: t('tests.certificate.title'),
    studentName: x.studentName ?? x.teacherName ?? '',
    lines: [
      {
        label: t('tests.certificate.kind'),
        value: { ar: x.kindNameAr, en: x.kindNameEn, fr: x.kindNameFr }[lang],
      },
      ...(x.r.portion
        ? [
            {
              label: t('tests.certificate.portion'),
              value: describeRange(x.r.portion, { locale: lang }),
            },
          ]
        : []),
      { label: t('tests.certificate.centre'), value: x.centreName },
      { label: t('tests.certificate.percent'), value: `${Number(x.c.percent)}%` },
    ],
    grade: t(`tests.grade.${x.c.grade}`),
    issuedAt: new Date(isoTimestamp(x.c.issuedAt)!),
    serial: x.c.serial,
    verifyUrl: verificationUrl(publicBase(ctx), x.c.serial),
    signatures: [
      {
        title: t('tests.certificate.examiner'),
        ...(x.examinerName ? { name: x.examinerName } : {}),
      },
      { title: t('tests.certificate.director') },
    ],
  };
  return { spec: certificateDocument(input), serial: x.c.serial, revoked: x.c.revokedAt !== null };
}
