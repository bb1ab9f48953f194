import {
  pageOffset,
  translate,
  type ListPage,
  type LocaleCode,
  type ThankCertificateSummary,
} from '@qc/domain';
import { recordInScope, scopeCondition } from '../../access/scope-condition.ts';
import type { AppContext } from '../../app-context.ts';
import {
  allocateSerial,
  publicBase,
  registerIssuedDocument,
  renderPdf,
  thankCertificateDocument,
  verificationUrl,
} from '../../documents/index.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { isoTimestamp } from '../../resources/kind-storage.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites } from '../../resources/resource.service.ts';
import { auditActionIn } from '../../workflow/index.ts';
import * as repo from './training.repository.ts';

/** Thank certificates are numbered in their own series: TT-<year>-<n>. */
export const THANK_SERIES = 'TT';

/**
 * Issues a certificate of thanks, in one unit of work: the serial, the issued-documents register
 * (same public verification as test certificates) and the module's row (append-only, written
 * once, so not a kit-bound table), its audit entry `issue` (`auditActionIn`) and, after the
 * commit, the `training` change event to `thank-certificates:read`. A completion certificate
 * needs a trainee who completed the programme; a contributor's needs a centre.
 */
export async function issueThankCertificate(
  ctx: AppContext,
  caller: Caller,
  input: {
    kind: 'completion' | 'contribution';
    traineeId?: string | null | undefined;
    holder?: string | null | undefined;
    centreId?: string | null | undefined;
    language: LocaleCode;
  },
): Promise<ThankCertificateSummary> {
  const scope = caller.access.scopeFor('thank-certificates:create');
  const cert = await withWrites(ctx, caller, async (w) => {
    const tx = w.tx;
    let holder = input.holder ?? '';
    let centreId = input.centreId ?? null;
    let countryId: string;
    if (input.traineeId) {
      const trainee = await repo.traineeById(tx, input.traineeId);
      if (!trainee || !recordInScope(scope, trainee)) throw notFound();
      if (input.kind === 'completion' && trainee.status !== 'completed')
        throw conflict('training.cert.notCompleted');
      holder = trainee.name;
      centreId = trainee.centreId;
      countryId = trainee.countryId;
    } else {
      const centre = await repo.centrePlace(tx, centreId ?? '');
      if (!centre) throw notFound();
      if (!recordInScope(scope, { countryId: centre.countryId, centreId: centre.id }))
        throw forbidden();
      countryId = centre.countryId;
    }
    const issuedAt = new Date();
    const serial = await allocateSerial(tx, THANK_SERIES, issuedAt);
    const row = await repo.insertThankCertificate(tx, {
      serial,
      kind: input.kind,
      traineeId: input.traineeId ?? null,
      holder,
      language: input.language,
      countryId,
      centreId,
      issuedAt: issuedAt.toISOString(),
      issuedBy: caller.access.userId,
    });
    const t = (key: string) => translate(input.language, key);
    await registerIssuedDocument(tx, {
      serial,
      kind: 'thank-certificate',
      language: input.language,
      subjectResource: 'thank-certificates',
      subjectId: row.id,
      issuedBy: caller.access.userId,
      issuedAt,
      publicFields: {
        holder,
        title: t(`training.cert.kind.${input.kind}`),
        date: issuedAt.toISOString().slice(0, 10),
      },
    });
    await auditActionIn(w, {
      action: 'issue',
      resource: 'thank-certificates',
      recordId: row.id,
      newValues: { serial, kind: input.kind, holder, language: input.language },
    });
    w.announce({
      resource: 'training',
      readers: ['thank-certificates'],
      id: row.id,
      action: 'created',
      scope: { countryId: row.countryId, centreId: row.centreId },
    });
    return row;
  });
  return (await readThankCertificate(ctx, caller, cert.id))!;
}

function certificatesScope(caller: Caller) {
  return scopeCondition(
    caller.access.scopeFor('thank-certificates:read'),
    repo.thankCertificateScopeColumns,
  );
}

type Row = Awaited<ReturnType<typeof repo.thankCertificatesQuery>>[number];

function toSummary(ctx: AppContext, r: Row): ThankCertificateSummary {
  return {
    id: r.c.id,
    serial: r.c.serial,
    kind: r.c.kind as ThankCertificateSummary['kind'],
    holder: r.c.holder,
    traineeId: r.c.traineeId,
    centreName: r.centreName,
    language: r.c.language as LocaleCode,
    issuedAt: isoTimestamp(r.c.issuedAt)!,
    issuedByName: r.issuedByName,
    verifyUrl: verificationUrl(publicBase(ctx), r.c.serial),
  };
}

export async function readThankCertificate(ctx: AppContext, caller: Caller, id: string) {
  const [row] = await repo.thankCertificateVisible(ctx.db, id, certificatesScope(caller));
  return row ? toSummary(ctx, row) : undefined;
}

export async function listThankCertificates(
  ctx: AppContext,
  caller: Caller,
  f: { page: number; pageSize: number },
): Promise<ListPage<ThankCertificateSummary>> {
  const where = certificatesScope(caller);
  const [rows, [count]] = await Promise.all([
    repo.thankCertificatesPage(ctx.db, where, { limit: f.pageSize, offset: pageOffset(f) }),
    repo.thankCertificatesCount(ctx.db, where),
  ]);
  return {
    items: rows.map((r) => toSummary(ctx, r)),
    total: count?.n ?? 0,
    page: f.page,
    pageSize: f.pageSize,
  };
}

/** The PDF of a certificate, in its language. */
export async function thankCertificatePdf(ctx: AppContext, caller: Caller, id: string) {
  const c = await readThankCertificate(ctx, caller, id);
  if (!c) throw notFound();
  const lang = c.language;
  const t = (key: string, params?: Record<string, unknown>) => translate(lang, key, params);
  const org = await repo.organisationNames(ctx.db);
  const reason = t(`training.cert.sentence.${c.kind}`);
  const pdf = await renderPdf(
    thankCertificateDocument({
      language: lang,
      organisationName: org ? { ar: org.nameAr, en: org.nameEn, fr: org.nameFr }[lang] : '',
      title: t('training.cert.title'),
      holder: c.holder,
      body: t('training.cert.body', { name: c.holder, reason }),
      lines: c.centreName ? [{ label: t('training.screen.centre'), value: c.centreName }] : [],
      issuedAt: new Date(c.issuedAt),
      serial: c.serial,
      verifyUrl: c.verifyUrl,
      signatures: [{ title: t('training.cert.signature') }],
    }),
  );
  return { pdf, serial: c.serial };
}
