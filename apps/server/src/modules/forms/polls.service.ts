import type { pollInput } from '@qc/domain';
import {
  POLL_LIFECYCLE,
  checkAnswers,
  contactQuestionOf,
  formQuestions,
  type FormQuestion,
  publicLinkContactKey,
  publicLinkPublishable,
  publicLinkUnavailable,
  summarizeAnswers,
  translate,
  type FormAnswers,
  type FormDefinition,
  type LocaleCode,
  type PollAnswerDetail,
  type PollAnswerListQuery,
  type PollAnswerRow,
  type PollDetail,
  type PollListQuery,
  type PollLogQuery,
  type PollResults,
  type PollStatus,
  type PollSummary,
  type PollUnavailable,
  type PublicLinkState,
  type PublicPoll,
  type ListPage,
} from '@qc/domain';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import { recordInScope } from '../../access/scope-condition.ts';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import {
  createForm,
  findCurrentVersion,
  markAnswered,
  saveFormVersion,
} from '../../forms/forms.service.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import {
  publicLinkToday,
  takePublicAnswer,
  visitorOf,
  type PublicLinkPort,
} from '../../public-links/public-link.ts';
import type { Caller, RequestMeta } from '../../resources/resource-caller.ts';
import { withWrites } from '../../resources/resource.service.ts';
import {
  createIn,
  insertOwned,
  lockOwned,
  runTransition,
  updateOwned,
} from '../../workflow/index.ts';
import { findCentre } from '../students/index.ts';
import {
  allAnswers,
  familyVersions,
  contactTaken,
  countAnswers,
  findAnswer,
  findCountry,
  findPoll,
  listAnswers,
  listLog,
  listPolls,
  lockPoll,
  placeNameOf,
  pollAnswersTable,
  pollsTable,
  pollsRemoved,
  pollsWritable,
  type AnswerListRow,
  type PollRow,
  type PollWithPlace,
} from './polls.repository.ts';

/**
 * Polls and forms with public links (docs/polls.md): a poll is a campaign around a shared form
 * builder family (owner `polls`). The services check the place and the open period; the poll's
 * states (POLL_LIFECYCLE) and every write of a poll or an answer go through the workflow kit
 * (`pollsTable`, `pollAnswersTable`), which checks scope, state and right, versions the row,
 * stores its search text, writes the audit entry named after the action and announces the change
 * (`forms`) after the commit; a refusal writes nothing.
 */
export const OWNER = 'polls';

type ParsedPollInput = z.infer<typeof pollInput>;

function toSummary(x: NonNullable<PollWithPlace>, locale: LocaleCode): PollSummary {
  const p = x.p;
  return {
    id: p.id,
    title: p.title,
    kind: p.kind,
    status: p.status,
    countryId: p.countryId,
    centreId: p.centreId,
    placeName: placeNameOf(locale, x),
    opensOn: p.opensOn,
    closesOn: p.closesOn,
    answerLimit: p.answerLimit,
    answers: x.answers,
    version: p.version,
    createdAt: p.createdAt,
    removedAt: p.archivedAt,
  };
}

/** A poll as the public-link kit sees it (docs/public-links.md). */
const pollLinkState = (p: PollRow): PublicLinkState => ({
  status: p.status,
  archived: p.archivedAt != null,
  opensOn: p.opensOn,
  closesOn: p.closesOn,
  limit: p.answerLimit,
});

/**
 * A poll's public link on the kit: its repository's lock and counts, and its words (a link
 * past its period is `polls.closed`, as one closed by hand).
 */
const pollLink: PublicLinkPort<PollRow> = {
  lock: lockPoll,
  state: pollLinkState,
  countAnswers: (tx, p) => countAnswers(tx, p.id),
  contactTaken: (tx, p, key) => contactTaken(tx, p.id, key),
  refusals: {
    closed: 'polls.closed',
    expired: 'polls.closed',
    notYetOpen: 'polls.notYetOpen',
    full: 'polls.full',
    alreadyAnswered: 'polls.alreadyAnswered',
  },
};

/** Why a poll takes no answers now (null: it does), as the public page names it. */
export function unavailableOf(p: PollRow, answers: number, on: string): PollUnavailable | null {
  const why = publicLinkUnavailable(pollLinkState(p), { today: on, answers });
  return why === 'expired' || why === 'notFound' ? 'closed' : why;
}

/**
 * The place of a poll from the input, checked against the caller's scope for the permission:
 * a centre (its country follows it), a country, or the organisation (organisation-wide scopes).
 */
async function placeOf(
  tx: Db,
  caller: Caller,
  permission: string,
  input: { countryId?: string | null | undefined; centreId?: string | null | undefined },
) {
  let place: { countryId: string | null; centreId: string | null } = {
    countryId: null,
    centreId: null,
  };
  if (input.centreId) {
    const centre = await findCentre(tx, input.centreId);
    if (centre) place = { countryId: centre.countryId, centreId: centre.id };
    else throw outOfScope('centreId');
  } else if (input.countryId) {
    const country = await findCountry(tx, input.countryId);
    if (!country) throw outOfScope('countryId');
    place = { countryId: country.id, centreId: null };
  }
  const scope = caller.access.scopeFor(permission);
  const inScope = scope.all || recordInScope(scope, place);
  if (!inScope) throw outOfScope(place.centreId ? 'centreId' : 'countryId');
  return place;
}

const outOfScope = (field: string) =>
  new AppError(400, 'errors.validation', undefined, {
    [field]: { code: 'polls.placeOutOfScope' },
  });

/** A poll the caller may see with this permission, or 404. */
async function pollInScope(db: Db, caller: Caller, permission: string, id: string) {
  const found = await findPoll(db, id);
  if (!found) throw notFound();
  const scope = caller.access.scopeFor(permission);
  if (!scope.all && !recordInScope(scope, found.p)) throw notFound();
  return found;
}

async function detailOf(db: Db, found: NonNullable<PollWithPlace>, locale: LocaleCode) {
  const version = await findCurrentVersion(db, OWNER, found.p.familyId);
  if (!version) throw notFound();
  const detail: PollDetail = {
    ...toSummary(found, locale),
    description: found.p.description,
    onePerContact: found.p.onePerContact,
    definition: version.definition,
    formVersion: version.version,
    answered: version.answered,
  };
  return detail;
}

export async function listPollsFor(
  ctx: AppContext,
  caller: Caller,
  f: PollListQuery,
): Promise<ListPage<PollSummary>> {
  const { items, total } = await listPolls(ctx.db, caller.access.scopeFor('forms:read'), f);
  return {
    items: items.map((x) => toSummary(x, caller.locale)),
    total,
    page: f.page,
    pageSize: f.pageSize,
  };
}

export async function readPoll(ctx: AppContext, caller: Caller, id: string): Promise<PollDetail> {
  return detailOf(ctx.db, await pollInScope(ctx.db, caller, 'forms:read', id), caller.locale);
}

export async function createPoll(
  ctx: AppContext,
  caller: Caller,
  input: ParsedPollInput,
): Promise<PollDetail> {
  const row = await withWrites(ctx, caller, async (w) => {
    const place = await placeOf(w.tx, caller, 'forms:create', input);
    const form = await createForm(
      w.tx,
      OWNER,
      { name: input.title, subject: input.kind, allowSelf: false, definition: input.definition },
      caller.access.userId,
    );
    return createIn(w, {
      binding: pollsTable,
      lifecycle: POLL_LIFECYCLE,
      action: 'create',
      values: {
        ...place,
        familyId: form.familyId,
        kind: input.kind,
        title: input.title,
        description: input.description ?? null,
        opensOn: input.opensOn ?? null,
        closesOn: input.closesOn ?? null,
        answerLimit: input.answerLimit ?? null,
        onePerContact: input.onePerContact,
        createdBy: caller.access.userId,
      },
    });
  });
  return readPoll(ctx, caller, row.id);
}

/**
 * Edits a poll: its campaign fields in place, its questions through the shared storage (in
 * place while the current version has no answers, otherwise a new version; the answers keep
 * theirs). The place may move only within the caller's scope.
 */
export async function updatePoll(
  ctx: AppContext,
  caller: Caller,
  id: string,
  input: ParsedPollInput,
): Promise<PollDetail> {
  await withWrites(ctx, caller, async (w) => {
    const visible = pollsWritable(caller.access.scopeFor('forms:update'));
    const before = await lockOwned(w, pollsTable, id, visible);
    if (input.version !== undefined && input.version !== before.version) throw conflict();
    const place = await placeOf(w.tx, caller, 'forms:update', input);
    await saveFormVersion(
      w.tx,
      OWNER,
      before.familyId,
      { name: input.title, subject: input.kind, allowSelf: false, definition: input.definition },
      caller.access.userId,
    );
    // Audited and versioned even when only the questions changed (they live in the form's
    // versions), so a screen that read the poll before the edit gets 409.
    await updateOwned(
      w,
      pollsTable,
      before,
      {
        ...place,
        kind: input.kind,
        title: input.title,
        description: input.description ?? null,
        opensOn: input.opensOn ?? null,
        closesOn: input.closesOn ?? null,
        answerLimit: input.answerLimit ?? null,
        onePerContact: input.onePerContact,
      },
      { audit: { action: 'update' } },
    );
  });
  return readPoll(ctx, caller, id);
}

/**
 * Publishes (opens) or closes a poll's public link (POLL_LIFECYCLE's `publish`, which also
 * reopens a closed poll, and `close`): a poll outside the caller's `forms:update` scope is a
 * 404, one whose status does not allow the action a 409, and a link whose period is over
 * cannot be published (409 `polls.notPublishable`).
 */
export async function setPollStatus(
  ctx: AppContext,
  caller: Caller,
  id: string,
  status: Exclude<PollStatus, 'draft'>,
): Promise<PollDetail> {
  await runTransition(ctx, caller, {
    binding: pollsTable,
    lifecycle: POLL_LIFECYCLE,
    action: status === 'open' ? 'publish' : 'close',
    id,
    visible: pollsWritable(caller.access.scopeFor('forms:update')),
    work: async (_w, before) => {
      if (status === 'closed') return {};
      if (!publicLinkPublishable(before, publicLinkToday())) throw conflict('polls.notPublishable');
      return before.publishedAt ? {} : { changes: { publishedAt: new Date().toISOString() } };
    },
  });
  return readPoll(ctx, caller, id);
}

/**
 * Removes a form that is not open from the lists, the log and its public link (archived, as the
 * resource engine archives a record); its versions and answers are kept. An open link is closed
 * first (409 `polls.closeFirst`), so a form people are answering never disappears under them.
 */
export async function archivePoll(ctx: AppContext, caller: Caller, id: string): Promise<void> {
  await runTransition(ctx, caller, {
    binding: pollsTable,
    lifecycle: POLL_LIFECYCLE,
    action: 'archive',
    id,
    visible: pollsWritable(caller.access.scopeFor('forms:delete')),
    wrongState: () => conflict('polls.closeFirst'),
    // The status stays; the archive time takes the poll out of every list and its link.
    work: async (_w, before) => ({
      to: before.status === 'closed' ? 'closed' : 'draft',
      changes: { archivedAt: new Date().toISOString() },
    }),
  });
}

/**
 * Puts a removed form back in the lists, with its versions and answers; its link stays as it
 * was (a closed form is published again by hand). Only a removed form (otherwise 404, like any
 * form outside the caller's `forms:delete` scope).
 */
export async function restorePoll(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<PollDetail> {
  await runTransition(ctx, caller, {
    binding: pollsTable,
    lifecycle: POLL_LIFECYCLE,
    action: 'restore',
    id,
    visible: pollsRemoved(caller.access.scopeFor('forms:delete')),
    work: async (_w, before) => ({
      to: before.status === 'closed' ? 'closed' : 'draft',
      changes: { archivedAt: null },
    }),
  });
  return readPoll(ctx, caller, id);
}

function toAnswerRow(x: AnswerListRow, locale: LocaleCode): PollAnswerRow {
  return {
    id: x.a.id,
    pollId: x.a.pollId,
    pollTitle: x.pollTitle,
    respondent: x.a.respondent,
    contact: x.a.contact,
    formVersion: x.formVersion,
    submittedAt: x.a.submittedAt,
    placeName: placeNameOf(locale, x),
  };
}

export async function listPollAnswers(
  ctx: AppContext,
  caller: Caller,
  id: string,
  f: PollAnswerListQuery,
): Promise<ListPage<PollAnswerRow>> {
  await pollInScope(ctx.db, caller, 'forms:read', id);
  const { items, total } = await listAnswers(ctx.db, caller.access.scopeFor('forms:read'), {
    ...f,
    pollId: id,
  });
  return {
    items: items.map((x) => toAnswerRow(x, caller.locale)),
    total,
    page: f.page,
    pageSize: f.pageSize,
  };
}

export async function readPollAnswer(
  ctx: AppContext,
  caller: Caller,
  id: string,
  answerId: string,
): Promise<PollAnswerDetail> {
  const found = await findAnswer(ctx.db, caller.access.scopeFor('forms:read'), id, answerId);
  if (!found) throw notFound();
  return {
    ...toAnswerRow(found, caller.locale),
    definition: found.definition,
    answers: found.answers,
  };
}

/** The log of submitted forms across the polls in the caller's scope. */
export async function searchPollLog(
  ctx: AppContext,
  caller: Caller,
  f: PollLogQuery,
): Promise<ListPage<PollAnswerRow>> {
  const { items, total } = await listLog(ctx.db, caller.access.scopeFor('forms:read'), f);
  return {
    items: items.map((x) => toAnswerRow(x, caller.locale)),
    total,
    page: f.page,
    pageSize: f.pageSize,
  };
}

/** The per-question summary over every matching answer, on the current version's questions. */
export async function pollResults(
  ctx: AppContext,
  caller: Caller,
  id: string,
  f: Omit<PollAnswerListQuery, 'page' | 'pageSize'>,
): Promise<PollResults> {
  const found = await pollInScope(ctx.db, caller, 'forms:read', id);
  const version = await findCurrentVersion(ctx.db, OWNER, found.p.familyId);
  if (!version) throw notFound();
  const all: FormAnswers[] = [];
  for await (const a of allAnswers(ctx.db, caller.access.scopeFor('forms:read'), {
    ...f,
    pollId: id,
  }))
    all.push(a.answers);
  const tr = (k: string) => translate(caller.locale, k);
  return {
    answers: all.length,
    questions: summarizeAnswers(version.definition, all, {
      yes: tr('forms.ui.yes'),
      no: tr('forms.ui.no'),
    }),
  };
}

/** An answer as one spreadsheet cell (choices by their labels, yes/no in words). */
export function answerCell(
  q: FormDefinition['sections'][number]['questions'][number],
  a: FormAnswers[string] | undefined,
  locale: LocaleCode,
): string | number {
  if (!a) return '';
  if (a.choices?.length)
    return a.choices.map((c) => q.options?.find((o) => o.id === c)?.label ?? c).join('، ');
  if (a.text) return a.text;
  if (a.value === null) return '';
  if (q.kind === 'yesNo') return translate(locale, a.value === 1 ? 'forms.ui.yes' : 'forms.ui.no');
  if (q.kind === 'scale') return q.scale?.find((o) => o.value === a.value)?.label ?? a.value;
  return a.value;
}

/**
 * The answers as an Excel workbook (same filters as the list, every matching answer): the
 * questions of every version are columns, the current one's order first, so an answer given
 * on an earlier version keeps the questions later removed.
 */
export async function exportPollAnswers(
  ctx: AppContext,
  caller: Caller,
  id: string,
  f: Omit<PollAnswerListQuery, 'page' | 'pageSize'>,
): Promise<Buffer> {
  const found = await pollInScope(ctx.db, caller, 'forms:export', id);
  const poll = await detailOf(ctx.db, found, caller.locale);
  const locale = caller.locale;
  const tr = (k: string) => translate(locale, k);
  // Columns: the questions of every version, the current one's order first, so an answer
  // given on an earlier version keeps its questions that were later removed.
  const versions = await familyVersions(ctx.db, found.p.familyId);
  const questions: FormQuestion[] = formQuestions(poll.definition);
  const seen = new Set(questions.map((q) => q.id));
  for (const v of [...versions].reverse())
    for (const q of formQuestions(v.definition))
      if (!seen.has(q.id)) {
        seen.add(q.id);
        questions.push(q);
      }
  const byVersion = new Map(versions.map((v) => [v.id, v.definition]));
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet(tr('polls.ui.sheet'), {
    views: [{ rightToLeft: locale === 'ar' }],
  });
  sheet.columns = [
    { header: tr('polls.ui.submittedAt'), width: 22 },
    { header: tr('polls.ui.respondent'), width: 22 },
    { header: tr('polls.ui.contact'), width: 22 },
    { header: translate(locale, 'polls.ui.version', { n: '' }).trim(), width: 10 },
    ...questions.map((q) => ({ header: q.label, width: 24 })),
  ];
  sheet.getRow(1).font = { bold: true };
  for await (const a of allAnswers(ctx.db, caller.access.scopeFor('forms:export'), {
    ...f,
    pollId: id,
  })) {
    const def = byVersion.get(a.formVersionId);
    const own = new Map(def ? formQuestions(def).map((q) => [q.id, q]) : []);
    sheet.addRow([
      a.submittedAt,
      a.respondent ?? '',
      a.contact ?? '',
      a.formVersion,
      ...questions.map((q) => answerCell(own.get(q.id) ?? q, a.answers[q.id], locale)),
    ]);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

// ---------------------------------------------------------------------------------------------
// The public link
// ---------------------------------------------------------------------------------------------

/** What the public page shows; a draft or unknown poll is not found. */
export async function readPublicPoll(
  ctx: AppContext,
  id: string,
  locale: LocaleCode,
): Promise<PublicPoll> {
  const found = await findPoll(ctx.db, id);
  if (!found || found.p.status === 'draft') throw notFound();
  const version = await findCurrentVersion(ctx.db, OWNER, found.p.familyId);
  if (!version) throw notFound();
  return {
    id: found.p.id,
    title: found.p.title,
    description: found.p.description,
    placeName: placeNameOf(locale, found),
    definition: version.definition,
    unavailable: unavailableOf(found.p, found.answers, publicLinkToday()),
  };
}

/** The first short text of the answers (a name), shown in lists. */
export function respondentOf(def: FormDefinition, answers: FormAnswers): string | null {
  const q = formQuestions(def).find((x) => x.kind === 'text' && answers[x.id]?.text);
  return q ? (answers[q.id]?.text ?? null) : null;
}

/**
 * Stores an answer given through the public link, on the public-link kit: refused when the poll
 * is closed, past or before its period or full (409), when the answers do not fit the form
 * (400, per question), or when the poll takes one answer per phone or e-mail and this one
 * already answered (409). The kit's lock on the poll serialises its answers, so the limit cannot
 * be overrun; the first answer freezes the form version.
 */
export async function submitPublicAnswer(
  ctx: AppContext,
  id: string,
  answers: FormAnswers,
  locale: LocaleCode,
  request: RequestMeta,
): Promise<{ id: string }> {
  const row = await takePublicAnswer(ctx, visitorOf(request, locale), id, pollLink, async (s) => {
    const { link: poll, tx, writes } = s;
    const version = await findCurrentVersion(tx, OWNER, poll.familyId, true);
    if (!version) throw notFound();
    const def = version.definition;
    const issues = checkAnswers(def, answers, { complete: true });
    if (issues.length > 0) {
      const first = issues[0]!;
      throw new AppError(
        400,
        'polls.invalidAnswers',
        { first: translate(locale, first.code, first.params) },
        Object.fromEntries(
          issues.map((i) => [
            `answers.${i.questionId}`,
            { code: i.code, ...(i.params ? { params: i.params } : {}) },
          ]),
        ),
      );
    }
    let contact: string | null = null;
    if (poll.onePerContact) {
      const q = contactQuestionOf(def);
      const raw = q ? answers[q.id]?.text : undefined;
      if (q && raw) contact = publicLinkContactKey(q.kind === 'phone' ? 'phone' : 'email', raw);
      await s.oneAnswerPerContact(contact);
    }
    const answer = await insertOwned(writes, pollAnswersTable, {
      pollId: id,
      countryId: poll.countryId,
      centreId: poll.centreId,
      formVersionId: version.id,
      answers,
      contact,
      respondent: respondentOf(def, answers),
      language: locale,
    });
    await markAnswered(tx, version.id);
    return { answer, poll };
  });
  return { id: row.answer.id };
}
