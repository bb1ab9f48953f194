import { randomBytes } from 'node:crypto';
import {
  cardListQuery,
  guardianPath,
  issueInput,
  revokeInput,
  translate,
  type CardDetail,
  type CardRow,
  type IssueAnswer,
  type ListPage,
  type LocaleCode,
  type PublicCard,
} from '@qc/domain';
import { enqueueGuardianMessage } from '../messaging/index.ts';
import type { Scope } from '../../access/access-types.ts';
import { recordInScope } from '../../access/scope-condition.ts';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import {
  allocateSerial,
  publicBase,
  registerIssuedDocument,
  renderPdf,
  renderPdfBook,
  reportCardDocument,
  revokeIssuedDocument,
  verificationUrl,
  type DocumentSpec,
} from '../../documents/index.ts';
import { AppError, conflict, notFound, parseInput } from '../../http/errors.ts';
import { defineJob, enqueueJob, PermanentJobError } from '../../jobs/index.ts';
import { isoTimestamp } from '../../resources/kind-storage.ts';
import { callerOfUser, type Caller } from '../../resources/resource-caller.ts';
import { withWrites, type Writes } from '../../resources/resource.service.ts';
import { auditActionIn } from '../../workflow/index.ts';
import { cardDataOf } from './card-data.ts';
import {
  activeStudentIds,
  cardById,
  cardByToken,
  cardsByIds,
  cardStudentInScope,
  cardStudentsByIds,
  centreInScope,
  existingCard,
  insertCard,
  listCardRows,
  lockCard,
  organisationForCard,
  revokeCardRow,
  ringInScope,
  templateById,
  templateVersion,
  type CardJoined,
  type CardStudent,
  type TemplateVersionRow,
} from './report-cards.repository.ts';

/**
 * Issuing report cards: one student's at once (201, the card), a ring's or a centre's as a
 * background job producing one PDF. A card is issued from approved data only (the remark must
 * be approved when the template prints it; test results and evaluations count only approved
 * ones), takes a serial in the documents register (verifiable by its QR code) and a private
 * link for the guardian. Cards are append-only: a wrong card is revoked, never changed.
 */

export const ISSUE_CARDS_JOB = 'report-cards.issue';

interface IssuePayload {
  templateId: string;
  version: number;
  studentIds: string[];
  termLabel: string;
  from: string;
  to: string;
  language: LocaleCode;
}

const issueScope = (caller: Caller) => caller.access.scopeFor('report-cards:create');
const readScope = (caller: Caller) => caller.access.scopeFor('report-cards:read');

/** The template a caller may issue with, at its current version. */
async function usableTemplate(ctx: AppContext, caller: Caller, id: string) {
  const t = await templateById(ctx.db, id, readScope(caller));
  if (!t) throw notFound('reportCards.errors.templateNotFound');
  if (t.t.archivedAt) throw conflict('reportCards.errors.archived');
  const version = await templateVersion(ctx.db, id, t.t.currentVersion);
  if (!version) throw notFound('reportCards.errors.templateNotFound');
  return { template: t.t, version };
}

/**
 * Issues one card inside a unit of work: the serial, the register's row, the card and the
 * audit entry commit together, or none does.
 */
async function issueIn(
  ctx: AppContext,
  w: Writes,
  input: {
    student: CardStudent;
    version: TemplateVersionRow;
    termLabel: string;
    from: string;
    to: string;
    language: LocaleCode;
    data: CardDetail['data'];
    jobId?: string;
  },
) {
  const issuedAt = new Date();
  const serial = await allocateSerial(w.tx, 'CARD', issuedAt);
  const card = await insertCard(w.tx, {
    serial,
    templateId: input.version.templateId,
    templateVersion: input.version.number,
    styleId: input.version.styleId,
    countryId: input.student.countryId,
    centreId: input.student.centreId,
    ringId: input.student.ringId,
    studentId: input.student.id,
    termLabel: input.termLabel,
    termFrom: input.from,
    termTo: input.to,
    language: input.language,
    data: input.data,
    accessToken: randomBytes(24).toString('base64url'),
    issuedBy: w.caller.access.userId,
    issuedAt: issuedAt.toISOString(),
    ...(input.jobId ? { jobId: input.jobId } : {}),
  });
  await registerIssuedDocument(w.tx, {
    serial,
    kind: 'report-card',
    language: input.language,
    subjectResource: 'report-cards',
    subjectId: card.id,
    issuedBy: w.caller.access.userId,
    issuedAt,
    publicFields: { holder: input.student.name, title: input.termLabel, date: input.to },
  });
  await auditActionIn(w, {
    action: 'issue',
    resource: 'report-cards',
    recordId: card.id,
    newValues: { serial, studentId: input.student.id, templateVersion: input.version.number },
  });
  // The guardian hears the card is ready, with its private link (docs/messages.md).
  await enqueueGuardianMessage(ctx, w.tx, {
    event: 'report-card-ready',
    sourceId: card.id,
    studentId: input.student.id,
    params: { term: input.termLabel, link: { path: guardianPath(card.accessToken) } },
    triggeredBy: w.caller.access.userId,
    triggeredVia: 'report-cards',
  });
  return card;
}

/** Refusal of a student whose remark is missing or still a draft. */
const notApproved = () => conflict('reportCards.errors.remarkNotApproved');

/** Issues one student's card with a template's version (inside the caller's issuing scope). */
export async function issueStudentCard(
  ctx: AppContext,
  caller: Caller,
  version: TemplateVersionRow,
  input: { studentId: string; termLabel: string; from: string; to: string; language: LocaleCode },
) {
  const term = { from: input.from, to: input.to };
  const student = await cardStudentInScope(ctx.db, input.studentId, issueScope(caller));
  if (!student) throw notFound('reportCards.errors.studentNotFound');
  if (await existingCard(ctx.db, student.id, version.templateId, term.from, term.to))
    throw conflict('reportCards.errors.alreadyIssued');
  const built = await cardDataOf(ctx.db, student, term, version.layout, input.language);
  if ('refused' in built) throw notApproved();
  return withWrites(ctx, caller, (w) =>
    issueIn(ctx, w, {
      student,
      version,
      termLabel: input.termLabel,
      ...term,
      language: input.language,
      data: built.data,
    }),
  );
}

export async function issueCards(
  ctx: AppContext,
  caller: Caller,
  body: unknown,
): Promise<{ status: 201 | 202; answer: IssueAnswer }> {
  const input = parseInput(issueInput, body);
  const scope = issueScope(caller);
  const { version } = await usableTemplate(ctx, caller, input.templateId);
  const term = { from: input.from, to: input.to };

  if (input.studentId) {
    const card = await issueStudentCard(ctx, caller, version, {
      studentId: input.studentId,
      termLabel: input.termLabel,
      ...term,
      language: input.language,
    });
    return { status: 201, answer: await readCard(ctx, caller, card.id) };
  }

  // A ring's or a centre's: the students are chosen now, inside the caller's scope.
  let label: string;
  let studentIds: string[];
  if (input.ringId) {
    const ring = await ringInScope(ctx.db, input.ringId, scope);
    if (!ring) throw notFound('reportCards.errors.ringNotFound');
    label = ring.name;
    studentIds = await activeStudentIds(ctx.db, { ringId: ring.id }, scope);
  } else {
    const centre = await centreInScope(ctx.db, input.centreId!, scope);
    if (!centre) throw notFound('reportCards.errors.centreNotFound');
    label = centre.name;
    studentIds = await activeStudentIds(ctx.db, { centreId: centre.id }, scope);
  }
  if (studentIds.length === 0) throw conflict('reportCards.errors.noStudents');
  const payload: IssuePayload = {
    templateId: version.templateId,
    version: version.number,
    studentIds,
    termLabel: input.termLabel,
    ...term,
    language: input.language,
  };
  const job = await withWrites(ctx, caller, (w) =>
    enqueueJob(w.tx, {
      kind: ISSUE_CARDS_JOB,
      payload,
      createdBy: caller.access.userId,
      scopeLabel: `${label} — ${input.termLabel}`,
    }),
  );
  return { status: 202, answer: { jobId: job.id, students: studentIds.length } };
}

// ---- the PDF ------------------------------------------------------------------------------

type Organisation = Awaited<ReturnType<typeof organisationForCard>>;

function cardSpec(
  ctx: AppContext,
  card: CardJoined,
  version: TemplateVersionRow,
  org: Organisation,
): DocumentSpec {
  const lang = card.c.language;
  return reportCardDocument({
    language: lang,
    digits: org.digits,
    organisationName: org.names?.[lang] ?? '',
    ...(org.logo ? { logo: org.logo } : {}),
    title: version.title,
    termLabel: card.c.termLabel,
    from: card.c.termFrom,
    to: card.c.termTo,
    layout: version.layout,
    style: version.style,
    data: card.c.data,
    serial: card.c.serial,
    issuedAt: new Date(isoTimestamp(card.c.issuedAt)!),
    verifyUrl: verificationUrl(publicBase(ctx), card.c.serial),
  });
}

/** Template versions by `template:number`, read once each for a book. */
async function versionsOf(db: Db, cards: CardJoined[]) {
  const out = new Map<string, TemplateVersionRow>();
  for (const c of cards) {
    const key = `${c.c.templateId}:${c.c.templateVersion}`;
    if (out.has(key)) continue;
    const v = await templateVersion(db, c.c.templateId, c.c.templateVersion);
    if (v) out.set(key, v);
  }
  return out;
}

async function cardPdfOf(ctx: AppContext, card: CardJoined): Promise<Buffer> {
  const version = await templateVersion(ctx.db, card.c.templateId, card.c.templateVersion);
  if (!version) throw notFound('reportCards.errors.cardNotFound');
  return renderPdf(cardSpec(ctx, card, version, await organisationForCard(ctx.db)));
}

// ---- the job ------------------------------------------------------------------------------

/** Runs one issue, leaving a student the rules refuse (out of scope meanwhile) as they are. */
async function skipRefused<T>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && [403, 404, 409].includes(error.statusCode)) return null;
    throw error;
  }
}

export function defineIssueCardsJob(): void {
  defineJob<IssuePayload>(ISSUE_CARDS_JOB, async (run) => {
    const { ctx, payload } = run;
    const total = payload.studentIds.length;
    // The job acts as the user who asked, with their rights as they are now.
    const caller = run.createdBy
      ? await callerOfUser(ctx.db, run.createdBy, payload.language, `job:${run.id}`)
      : null;
    if (!caller) throw new PermanentJobError('reportCards.job.failed');
    const scope: Scope = issueScope(caller);
    const template = await templateById(ctx.db, payload.templateId, readScope(caller));
    const version = await templateVersion(ctx.db, payload.templateId, payload.version);
    if (!template || !version) throw new PermanentJobError('reportCards.errors.templateNotFound');
    const term = { from: payload.from, to: payload.to };
    const cardIds: string[] = [];
    let issued = 0;
    let skipped = 0;
    const batch = 50;
    for (let i = 0; i < total; i += batch) {
      const students = await cardStudentsByIds(ctx.db, payload.studentIds.slice(i, i + batch));
      for (const student of students) {
        if (run.signal.aborted) throw run.signal.reason ?? new Error('cancelled');
        // A job run again after a crash finds the cards it already issued.
        const existing = await existingCard(
          ctx.db,
          student.id,
          version.templateId,
          term.from,
          term.to,
        );
        if (existing) cardIds.push(existing);
        else if (!recordInScope(scope, student)) skipped++;
        else {
          const built = await cardDataOf(ctx.db, student, term, version.layout, payload.language);
          if ('refused' in built) skipped++;
          else {
            const card = await skipRefused(() =>
              withWrites(ctx, caller, (w) =>
                issueIn(ctx, w, {
                  student,
                  version,
                  termLabel: payload.termLabel,
                  ...term,
                  language: payload.language,
                  data: built.data,
                  jobId: run.id,
                }),
              ),
            );
            if (card) {
              cardIds.push(card.id);
              issued++;
            } else skipped++;
          }
        }
        await run.progress(cardIds.length + skipped, total + cardIds.length);
      }
    }
    if (cardIds.length === 0) throw new PermanentJobError('reportCards.errors.remarkNotApproved');
    const org = await organisationForCard(ctx.db);
    const done = cardIds.length + skipped;
    async function* specs() {
      for (let i = 0; i < cardIds.length; i += batch) {
        const cards = await cardsByIds(ctx.db, cardIds.slice(i, i + batch));
        const versions = await versionsOf(ctx.db, cards);
        for (const c of cards) {
          const v = versions.get(`${c.c.templateId}:${c.c.templateVersion}`);
          if (v) yield cardSpec(ctx, c, v, org);
        }
      }
    }
    const pdf = await renderPdfBook(specs(), (n) => run.progress(done + n, total + cardIds.length));
    return {
      resultFile: {
        name: `${translate(payload.language, 'documents.kind.report-card')} — ${payload.termLabel}.pdf`,
        contentType: 'application/pdf',
        data: pdf,
      },
      summary: { cards: cardIds.length, issued, skipped },
    };
  });
}

// ---- reading ------------------------------------------------------------------------------

function cardRow(c: CardJoined): CardRow {
  return {
    id: c.c.id,
    serial: c.c.serial,
    studentId: c.c.studentId,
    studentName: c.studentName,
    ringId: c.c.ringId,
    ringName: c.ringName,
    centreName: c.centreName,
    templateId: c.c.templateId,
    templateName: c.templateName,
    templateVersion: c.c.templateVersion,
    styleId: c.c.styleId,
    styleName: c.styleName,
    termLabel: c.c.termLabel,
    from: c.c.termFrom,
    to: c.c.termTo,
    language: c.c.language,
    issuedAt: isoTimestamp(c.c.issuedAt)!,
    revoked: c.c.revokedAt !== null,
  };
}

export async function listCards(
  ctx: AppContext,
  caller: Caller,
  query: unknown,
): Promise<ListPage<CardRow>> {
  const q = parseInput(cardListQuery, query);
  const { items, total } = await listCardRows(ctx.db, readScope(caller), q);
  return { items: items.map(cardRow), total, page: q.page, pageSize: q.pageSize };
}

/** The look a card was issued with (its template version). */
async function lookOf(db: Db, c: CardJoined) {
  const v = await templateVersion(db, c.c.templateId, c.c.templateVersion);
  if (!v) throw notFound('reportCards.errors.cardNotFound');
  return { layout: v.layout, style: v.style, title: v.title };
}

export async function readCard(ctx: AppContext, caller: Caller, id: string): Promise<CardDetail> {
  const c = await cardById(ctx.db, id, readScope(caller));
  if (!c) throw notFound('reportCards.errors.cardNotFound');
  const base = publicBase(ctx);
  return {
    ...cardRow(c),
    ...(await lookOf(ctx.db, c)),
    data: c.c.data,
    guardianUrl: `${base}${guardianPath(c.c.accessToken)}`,
    verifyUrl: verificationUrl(base, c.c.serial),
    revokedAt: isoTimestamp(c.c.revokedAt),
    revokeReason: c.c.revokeReason,
  };
}

export async function cardPdf(ctx: AppContext, caller: Caller, id: string) {
  const c = await cardById(ctx.db, id, readScope(caller));
  if (!c) throw notFound('reportCards.errors.cardNotFound');
  return { pdf: await cardPdfOf(ctx, c), name: `${c.c.serial}.pdf` };
}

export async function revokeCard(ctx: AppContext, caller: Caller, id: string, body: unknown) {
  const { reason } = parseInput(revokeInput, body);
  const scope = caller.access.scopeFor('report-cards:approve');
  await withWrites(ctx, caller, async (w) => {
    const row = await lockCard(w.tx, id, readScope(caller));
    if (!row) throw notFound('reportCards.errors.cardNotFound');
    if (!recordInScope(scope, row)) throw notFound('reportCards.errors.cardNotFound');
    if (!(await revokeCardRow(w.tx, id, caller.access.userId, reason)))
      throw conflict('reportCards.errors.revoked');
    await revokeIssuedDocument(w.tx, row.serial, reason, caller.access.userId);
    await auditActionIn(w, { action: 'revoke', resource: 'report-cards', recordId: id, reason });
  });
  return readCard(ctx, caller, id);
}

// ---- the guardian's private link ----------------------------------------------------------

/** The card a guardian's link opens; a revoked card's link opens nothing. */
async function cardOfLink(ctx: AppContext, token: string) {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) throw notFound('reportCards.errors.linkNotFound');
  const c = await cardByToken(ctx.db, token);
  if (!c || c.c.revokedAt) throw notFound('reportCards.errors.linkNotFound');
  return c;
}

export async function publicCard(ctx: AppContext, token: string): Promise<PublicCard> {
  const c = await cardOfLink(ctx, token);
  return {
    ...(await lookOf(ctx.db, c)),
    serial: c.c.serial,
    studentName: c.studentName,
    termLabel: c.c.termLabel,
    from: c.c.termFrom,
    to: c.c.termTo,
    issuedAt: isoTimestamp(c.c.issuedAt)!,
    language: c.c.language,
    revoked: false,
    data: c.c.data,
  };
}

export async function publicCardPdf(ctx: AppContext, token: string) {
  const c = await cardOfLink(ctx, token);
  return { pdf: await cardPdfOf(ctx, c), name: `${c.c.serial}.pdf` };
}
