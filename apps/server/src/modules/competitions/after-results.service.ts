import {
  createFormat,
  givenName,
  RESULTS_FROZEN,
  translate,
  type Format,
  type HallView,
  type LocaleCode,
  type PublicCompetitionResults,
} from '@qc/domain';
import { recordInScope } from '../../access/scope-condition.ts';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import {
  allocateSerial,
  certificateDocument,
  organisationName,
  publicBase,
  readerFormat,
  registerIssuedDocument,
  renderPdf,
  verificationUrl,
  verifyDocument,
} from '../../documents/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import type { Writes } from '../../resources/resource.service.ts';
import { lockOwned, updateOwned } from '../../workflow/index.ts';
import { enqueueGuardianMessage } from '../messaging/index.ts';
import { proposePrizeIn } from '../rewards/index.ts';
import {
  acceptedOfCompetition,
  categoryById,
  judgesOf,
  nominationIs,
  nominationsTable,
  nominationsWhere,
  publishedCompetition,
  publishedCompetitionRows,
  type CompetitionDbRow,
} from './competitions.repository.ts';
import { canManage, requireCompetition } from './competitions.service.ts';
import { computeResults } from './results.service.ts';

/** Ranked certificates are numbered in their own series: COMP-<year>-<n>. */
export const COMPETITION_SERIES = 'COMP';

/**
 * "First place", "المركز الأول": ordinals to the tenth, then "place 11" with the number in the
 * reader's digits (the formatter's: a user's choice, the organisation's for visitors and
 * documents), so "المركز ١١" is not written with Latin digits to someone who reads Arabic-Indic.
 */
export function rankLabel(format: Format, rank: number): string {
  const lang = format.locale as LocaleCode;
  const key = `competitions.rank.${rank}`;
  const text = translate(lang, key);
  return text === key
    ? translate(lang, 'competitions.rank.n', { n: format.number(rank, { useGrouping: false }) })
    : text;
}

/** How many contestants of a category are winners: those with a prize, and at least three. */
const winnersCount = (c: CompetitionDbRow) => Math.max(3, c.prizes.length);

/**
 * At publication, inside its transition: each ranked contestant's certificate (a serial from the
 * documents service and its public register entry, "First place in …") and, for a rank with a
 * prize, the prize proposed as a reward (paid later through a reward transfer and the ledger).
 * Publishing happens once (the lifecycle), and each nomination keeps its serial and reward, so
 * neither is ever made twice. The certificates are in the publisher's language. Each ranked
 * contestant's guardian is told the result (docs/messages.md), once per nomination.
 */
export async function publishWinners(
  ctx: AppContext,
  w: Writes,
  caller: Caller,
  c: CompetitionDbRow,
) {
  const lang = caller.locale;
  const t = (key: string, params?: Record<string, unknown>) => translate(lang, key, params);
  const nominations = await nominationsWhere(w.tx, acceptedOfCompetition(c.id));
  const issuedAt = new Date();
  // The register is read by visitors (/verify): the organisation's digits; the prize's reason
  // by staff: the publisher's.
  const reader = await readerFormat(w.tx, lang);
  const publisher = createFormat({
    locale: lang,
    ...(caller.digits ? { digits: caller.digits } : {}),
  });
  for (const n of nominations) {
    const { rank } = n.n;
    if (rank === null || n.n.certificateSerial) continue;
    const serial = await allocateSerial(w.tx, COMPETITION_SERIES, issuedAt);
    const place = rankLabel(reader, rank);
    await registerIssuedDocument(w.tx, {
      serial,
      kind: 'competition-certificate',
      language: lang,
      subjectResource: 'competition-nominations',
      subjectId: n.n.id,
      issuedBy: caller.access.userId,
      issuedAt,
      publicFields: {
        holder: n.studentName,
        title: `${c.name} (${c.season}) — ${n.categoryName}`,
        grade: place,
        date: issuedAt.toISOString().slice(0, 10),
      },
    });
    const prize = c.prizes[rank - 1] ?? 0;
    const reward =
      prize > 0 && c.currency && !n.n.rewardId
        ? await proposePrizeIn(w, caller, {
            studentId: n.n.studentId,
            amount: prize,
            currency: c.currency,
            reason: t('competitions.prize.reason', {
              place: rankLabel(publisher, rank),
              competition: `${c.name} (${c.season})`,
              category: n.categoryName,
            }),
          })
        : null;
    const row = await lockOwned(w, nominationsTable, n.n.id, nominationIs(n.n.id));
    await updateOwned(
      w,
      nominationsTable,
      row,
      { certificateSerial: serial, ...(reward ? { rewardId: reward.id } : {}) },
      { audit: { action: 'publish' } },
    );
    await enqueueGuardianMessage(ctx, w.tx, {
      event: 'competition-result',
      sourceId: n.n.id,
      studentId: n.n.studentId,
      params: {
        competitionName: `${c.name} (${c.season}) — ${n.categoryName}`,
        // The place in the guardian's language ("المركز الأول"), written when the message is.
        rank:
          rank <= 10
            ? { key: `competitions.rank.${rank}` }
            : { key: 'competitions.rank.n', params: { n: String(rank) } },
      },
      triggeredBy: caller.access.userId,
      triggeredVia: 'competitions',
    });
  }
}

/**
 * A contestant's ranked certificate as a PDF: once the results are published, for whoever may
 * read the competition and the nomination (a centre its own students'), in the language it was
 * issued in, with the same serial and verification code as its register entry.
 */
export async function certificatePdf(ctx: AppContext, caller: Caller, nominationId: string) {
  const [n] = await nominationsWhere(ctx.db, nominationIs(nominationId));
  if (!n) throw notFound('competitions.errors.nominationNotFound');
  const c = await requireCompetition(ctx.db, caller, n.n.competitionId);
  const readable = recordInScope(caller.access.scopeFor('competition-nominations:read'), {
    countryId: n.n.countryId,
    centreId: n.n.centreId,
    ringId: n.n.ringId,
    studentId: n.n.studentId,
  });
  if (!readable && !canManage(caller, c)) throw notFound('competitions.errors.nominationNotFound');
  if (!n.n.certificateSerial || (c.state !== 'published' && c.state !== 'archived'))
    throw conflict('competitions.errors.notPublished');
  const issued = await verifyDocument(ctx.db, n.n.certificateSerial);
  if (!issued) throw notFound('competitions.errors.nominationNotFound');
  const lang = issued.language;
  const t = (key: string) => translate(lang, key);
  const judges = await judgesOf(ctx.db, c.id);
  const head = judges.find((j) => j.categoryId === n.n.categoryId && j.head);
  const pdf = await renderPdf(
    certificateDocument({
      language: lang,
      organisationName: await organisationName(ctx.db, lang),
      title: t('competitions.cert.title'),
      studentName: n.studentName,
      lines: [
        { label: t('competitions.ui.competition'), value: `${c.name} (${c.season})` },
        { label: t('competitions.ui.category'), value: n.categoryName },
        ...(n.centreName ? [{ label: t('competitions.ui.centre'), value: n.centreName }] : []),
      ],
      grade: rankLabel(await readerFormat(ctx.db, lang), n.n.rank ?? 0),
      issuedAt: new Date(issued.issuedAt),
      serial: issued.serial,
      verifyUrl: verificationUrl(publicBase(ctx), issued.serial),
      signatures: [
        { title: t('competitions.cert.headJudge'), ...(head ? { name: head.name } : {}) },
        { title: t('competitions.cert.organiser') },
      ],
    }),
  );
  return { pdf, serial: issued.serial };
}

/**
 * A category's ranking for the hall's projector. Once the results are approved: the frozen
 * ranking with names. While judging, only when the competition opens its live hall: contestants
 * by draw number, with the provisional score of the sheets submitted so far; a judge of the
 * panel still sees no score of a contestant they have not submitted a sheet for (blind judging).
 * Otherwise 409.
 */
export async function hallView(
  ctx: AppContext,
  caller: Caller,
  categoryId: string,
): Promise<HallView> {
  const category = await categoryById(ctx.db, categoryId);
  if (!category) throw notFound('competitions.errors.categoryNotFound');
  const c = await requireCompetition(ctx.db, caller, category.competitionId);
  const frozen = RESULTS_FROZEN.includes(c.state);
  const live = c.liveHall && (c.state === 'judging' || c.state === 'provisional');
  if (!frozen && !live) throw conflict('competitions.errors.hallClosed');
  const computed = await computeResults(ctx.db, c);
  const k = computed.categories.find((x) => x.id === categoryId);
  const me = caller.access.userId;
  const entries = (k?.entries ?? []).map((e) => {
    const n = e.nomination.n;
    const blind = !frozen && e.waitingOn.includes(me);
    return {
      nominationId: n.id,
      drawNumber: n.drawNumber,
      rank: frozen ? n.rank : blind ? null : e.rank,
      tied: frozen ? n.tied : e.tied,
      score: frozen ? n.score : blind ? null : e.score,
      sheets: e.judges.length,
      expected: e.judges.length + e.missingSheets,
      studentName: frozen ? e.nomination.studentName : null,
      centreName: frozen ? e.nomination.centreName : null,
    };
  });
  entries.sort(
    (a, b) =>
      (a.rank ?? Infinity) - (b.rank ?? Infinity) ||
      (a.drawNumber ?? Infinity) - (b.drawNumber ?? Infinity) ||
      (a.nominationId < b.nominationId ? -1 : 1),
  );
  return {
    competitionId: c.id,
    competitionName: c.name,
    categoryId,
    categoryName: category.name,
    state: c.state,
    frozen,
    entries,
  };
}

/** The competitions with public results, for the public site's list. */
export async function publishedCompetitions(db: Db) {
  const rows = await publishedCompetitionRows(db);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    season: r.season,
    publishedAt: r.publishedAt ? new Date(r.publishedAt).toISOString() : '',
  }));
}

/**
 * A published competition for the public site: per category the number of contestants and the
 * winners (the ranks with a prize, at least three) by given name and centre, and only those
 * whose guardian agreed; a winner without consent keeps their rank, unnamed. Undefined when the
 * competition is not published or keeps its results off the site.
 */
export async function publicCompetitionResults(
  db: Db,
  id: string,
): Promise<PublicCompetitionResults | undefined> {
  const c = await publishedCompetition(db, id);
  if (!c) return undefined;
  const nominations = await nominationsWhere(db, acceptedOfCompetition(c.id));
  const limit = winnersCount(c);
  const byCategory = new Map<string, { name: string; list: typeof nominations }>();
  for (const n of nominations) {
    const k = byCategory.get(n.n.categoryId) ?? { name: n.categoryName, list: [] };
    k.list.push(n);
    byCategory.set(n.n.categoryId, k);
  }
  const categories = [...byCategory.values()]
    .sort((a, b) => a.name.localeCompare(b.name, 'ar'))
    .map((k) => ({
      name: k.name,
      contestants: k.list.length,
      winners: k.list
        .filter((n) => n.n.rank !== null && n.n.rank <= limit)
        .sort((a, b) => a.n.rank! - b.n.rank! || (a.n.drawNumber ?? 0) - (b.n.drawNumber ?? 0))
        .map((n) => ({
          rank: n.n.rank!,
          tied: n.n.tied,
          name: n.n.publicConsent ? givenName(n.studentName) : null,
          centreName: n.n.publicConsent ? n.centreName : null,
        })),
    }));
  return {
    id: c.id,
    name: c.name,
    season: c.season,
    publishedAt: c.publishedAt ? new Date(c.publishedAt).toISOString() : '',
    categories,
  };
}
