import {
  describeRange,
  translate,
  type CertificateSummary,
  type GradeBand,
  type LocaleCode,
} from '@qc/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
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
import { withWrites, type Writes } from '../../resources/resource.service.ts';
import { auditActionIn } from '../../workflow/index.ts';
import { enqueueGuardianMessage } from '../messaging/index.ts';
import {
  certificateForPrint,
  certificateIdOfRequest,
  certificateSubject,
  findCertificate,
  insertCertificate,
  listCertificateRows,
  lockCertificate,
  markCertificateRevoked,
  organisationDefaultLanguage,
  organisationNames,
  resultOfRequest,
  type CertificateFilter,
  type CertificateListRow,
} from './certificates.repository.ts';
import { transition, visibilityOf } from './tests.service.ts';
import type { TestRequestRow, Visibility } from './tests.repository.ts';

/** Certificates of tests are numbered in their own series: TC-<year>-<n>. */
export const CERTIFICATE_SERIES = 'TC';

/**
 * Issues the certificate of a passed request in the caller's unit of work `w` (the transition
 * to `certified`): the serial (gap-free in its series), the certificate row, the issued-documents
 * register entry (what the public verification shows) and the audit entry, in the caller's
 * name, land together or not at all.
 */
export async function issueInTx(
  ctx: AppContext,
  w: Writes,
  r: TestRequestRow,
  language: LocaleCode,
) {
  const tx = w.tx;
  const byUserId = w.caller.access.userId;
  const result = await resultOfRequest(tx, r.id);
  if (!result || result.status !== 'approved' || !result.passed)
    throw conflict('tests.certificate.notPassed');
  const info = await certificateSubject(tx, r.id);
  const issuedAt = new Date();
  const serial = await allocateSerial(tx, CERTIFICATE_SERIES, issuedAt);
  const cert = await insertCertificate(tx, {
    requestId: r.id,
    serial,
    language,
    grade: result.grade,
    percent: result.percent,
    issuedAt: issuedAt.toISOString(),
    issuedBy: byUserId,
  });
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
      sourceId: cert.id,
      studentId: r.studentId,
      params: {
        testName: { ar: info!.kindNameAr, en: info!.kindNameEn, fr: info!.kindNameFr },
        verifyLink: verificationUrl(publicBase(ctx), serial),
      },
      triggeredBy: byUserId,
      triggeredVia: 'certificates',
    });
  await auditActionIn(w, {
    action: 'issue',
    resource: 'certificates',
    recordId: cert.id,
    newValues: { serial, requestId: r.id, grade: result.grade, language },
  });
  return cert;
}

export async function issueCertificate(
  ctx: AppContext,
  caller: Caller,
  requestId: string,
  language: LocaleCode | undefined,
): Promise<CertificateSummary> {
  const lang = language ?? (await defaultLanguage(ctx.db));
  await transition(ctx, caller, requestId, 'issue-certificate', async (_tx, r, w) => {
    await issueInTx(ctx, w, r, lang);
    return { to: 'certified' };
  });
  const id = await certificateIdOfRequest(ctx.db, requestId);
  return (await readCertificate(ctx, caller, id!))!;
}

async function defaultLanguage(db: Db): Promise<LocaleCode> {
  const l = await organisationDefaultLanguage(db);
  return l === 'en' || l === 'fr' ? l : 'ar';
}

function toSummary(ctx: AppContext, x: CertificateListRow): CertificateSummary {
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
  const row = await findCertificate(ctx.db, id, visibility);
  return row ? toSummary(ctx, row) : undefined;
}

export async function listCertificates(
  ctx: AppContext,
  visibility: Visibility,
  f: CertificateFilter,
) {
  const { items, total } = await listCertificateRows(ctx.db, visibility, f);
  return { items: items.map((x) => toSummary(ctx, x)), total };
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
    const cert = await lockCertificate(w.tx, id, visibility);
    if (!cert) throw notFound();
    if (cert.revokedAt) throw conflict('tests.certificate.revoked');
    await markCertificateRevoked(w.tx, id, caller.access.userId, reason);
    await revokeIssuedDocument(w.tx, cert.serial, reason, caller.access.userId);
    await auditActionIn(w, { action: 'revoke', resource: 'certificates', recordId: id, reason });
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
  const x = await certificateForPrint(db, certificateId);
  if (!x) return undefined;
  const lang = language ?? (x.c.language as LocaleCode);
  const org = await organisationNames(db);
  const t = (key: string) => translate(lang, key);
  const input: CertificateInput = {
    language: lang,
    organisationName: org ? org[lang] : '',
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
