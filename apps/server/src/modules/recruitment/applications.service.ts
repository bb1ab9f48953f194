import { createHash, randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import {
  APPLICATION_LIFECYCLE,
  APPLICATION_STATES,
  CONSENT_QUESTION,
  OPEN_APPLICATION_STATES,
  POSTING_LIFECYCLE,
  TEACHER_JOBS,
  applicantKeys,
  checkAnswers,
  formQuestions,
  publicPostingPath,
  publicStatusPath,
  roundScore,
  translate,
  type ApplicationAction,
  type ApplicationActionInput,
  type ApplicationDetail,
  type ApplicationListQuery,
  type ApplicationRow,
  type ApplicationState,
  type BoardCounts,
  type BulkInput,
  type BulkResult,
  type FormAnswers,
  type FormDefinition,
  type HireInput,
  type ListPage,
  type LocaleCode,
  type PublicApplicationCreated,
  type PublicApplicationStatus,
  type PublicPosting,
  type PublicApplication,
} from '@qc/domain';
import type { AppContext } from '../../app-context.ts';
import { publicBase } from '../../documents/index.ts';
import { findCurrentVersion, findFormVersion, markAnswered } from '../../forms/forms.service.ts';
import { checkFormFiles } from '../../forms/form-files.ts';
import { AppError, conflict, notFound, renderError, toAppError } from '../../http/errors.ts';
import { createMailer } from '../../mail/mailer.ts';
import {
  takePublicAnswer,
  visitorOf,
  type PublicLinkPort,
} from '../../public-links/public-link.ts';
import type { Caller, RequestMeta } from '../../resources/resource-caller.ts';
import { withWrites, type Writes } from '../../resources/resource.service.ts';
import { enqueueContactMessage, recordContactConsent } from '../messaging/index.ts';
import {
  holdsOver,
  insertOwned,
  lockOwned,
  runTransition,
  transitionIn,
  updateOwned,
} from '../../workflow/index.ts';
import { hireStaff } from '../organisation/index.ts';
import { openSalaryProfile } from '../payroll/index.ts';
import { findCentre } from '../students/index.ts';
import {
  FORM_OWNER,
  postingCandidateTypes,
  postingLinkState,
  postingUnavailable,
} from './postings.service.ts';
import { APPLICATION_FILES } from './application-files.service.ts';
import {
  EVERY_ROW,
  applicationEvents,
  applicationsInScope,
  applicationsTable,
  candidateTypesByIds,
  contactTaken,
  countApplications,
  countByState,
  countHired,
  countSubmittedSheets,
  earlierApplications,
  findApplication,
  findByTokenHash,
  findEmployeeByKeys,
  findPosting,
  findRound,
  interviewsOf,
  interviewsTable,
  listApplications,
  lockPosting,
  nameIn,
  placeNameOf,
  postingsTable,
  scoresOf,
  type ApplicationRowDb,
  type ApplicationWithNames,
  type PostingRow,
} from './recruitment.repository.ts';

/**
 * Applications (docs/jobs-and-recruitment.md): the public application on the public-link kit,
 * the applicant's private status link, the pipeline's moves on APPLICATION_LIFECYCLE through the
 * workflow kit, and hiring in one transaction through the organisation's and payroll's entries.
 */

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const isState = (s: string): s is ApplicationState =>
  (APPLICATION_STATES as readonly string[]).includes(s);
const stateOf = (s: string): ApplicationState => (isState(s) ? s : 'new');

/** A posting's public link on the kit: its lock, quota count, contacts and words. */
const postingLink: PublicLinkPort<PostingRow> = {
  lock: lockPosting,
  state: postingLinkState,
  countAnswers: (tx, p) => countApplications(tx, p.id),
  contactTaken: (tx, p, key) => contactTaken(tx, p.id, key),
  refusals: {
    closed: 'recruitment.errors.closed',
    expired: 'recruitment.errors.closed',
    notYetOpen: 'recruitment.errors.notYetOpen',
    full: 'recruitment.errors.full',
    alreadyAnswered: 'recruitment.errors.duplicate',
  },
};

/** A message to the applicant in their language, through the outbox, after the commit. */
function tellApplicant(
  ctx: AppContext,
  w: Writes,
  to: { email: string | null; phone: string | null; language: string; fullName: string },
  key: 'received' | 'rejected' | 'invited',
  params: Record<string, unknown>,
) {
  const config = (ctx as Partial<AppContext>).config;
  const address = to.email || to.phone;
  if (!config || !address) return;
  const lang = (['ar', 'en', 'fr'].includes(to.language) ? to.language : 'ar') as LocaleCode;
  const all = { name: to.fullName, ...params };
  w.afterCommit(() =>
    createMailer(ctx.db, config).send({
      to: address,
      subject: translate(lang, `recruitment.mail.${key}.subject`, all),
      body: translate(lang, `recruitment.mail.${key}.body`, all),
      kind: `recruitment.${key}`,
      locale: lang,
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// The public link and the applicant's status
// ---------------------------------------------------------------------------------------------

export async function readPublicPosting(
  ctx: AppContext,
  id: string,
  locale: LocaleCode,
): Promise<PublicPosting> {
  const found = await findPosting(ctx.db, id);
  if (!found || found.p.state === 'draft') throw notFound();
  const version = await findCurrentVersion(ctx.db, FORM_OWNER, found.p.familyId);
  if (!version) throw notFound();
  return {
    id: found.p.id,
    title: found.p.title,
    description: found.p.description,
    placeName: placeNameOf(locale, found),
    closesOn: found.p.closesOn,
    definition: version.definition,
    candidateTypes: await postingCandidateTypes(ctx.db, found.p, locale),
    unavailable: postingUnavailable(found.p, await countApplications(ctx.db, id)),
  };
}

/** The QR code of a posting's public address (a draft has none: 404). */
export async function postingQrSvg(ctx: AppContext, id: string): Promise<string> {
  const found = await findPosting(ctx.db, id);
  if (!found || found.p.state === 'draft') throw notFound();
  return QRCode.toString(`${publicBase(ctx)}${publicPostingPath(id)}`, { type: 'svg', margin: 1 });
}

const fieldError = (field: string, code: string, params?: Record<string, unknown>) =>
  new AppError(400, 'errors.validation', undefined, {
    [field]: { code, ...(params ? { params } : {}) },
  });

/** The answers' problems as a 400 naming each question (`answers.<id>`). */
function checkApplicationAnswers(def: FormDefinition, answers: FormAnswers, locale: LocaleCode) {
  const issues = checkAnswers(def, answers, { complete: true });
  const consent = formQuestions(def).find((q) => q.id === CONSENT_QUESTION);
  if (consent && answers[CONSENT_QUESTION]?.value !== 1)
    issues.push({ questionId: CONSENT_QUESTION, code: 'recruitment.errors.consent' });
  if (issues.length === 0) return;
  const first = issues[0]!;
  throw new AppError(
    400,
    'recruitment.errors.invalidAnswers',
    { first: translate(locale, first.code, first.params) },
    Object.fromEntries(
      issues.map((i) => [
        `answers.${i.questionId}`,
        { code: i.code, ...(i.params ? { params: i.params } : {}) },
      ]),
    ),
  );
}

/**
 * An application through the public link, on the public-link kit: refused when the posting is
 * not open, outside its dates or full (409), when a field or an answer is wrong (400, each by
 * name), or when this phone or e-mail already applied to it (409). A returning applicant (same
 * identity number or phone as an earlier application) and a member of staff are recognised and
 * linked. The applicant receives the private status link (its token is answered once; only its
 * hash is kept).
 */
export async function applyPublic(
  ctx: AppContext,
  id: string,
  input: PublicApplication,
  locale: LocaleCode,
  request: RequestMeta,
  /** When it was sent, if not now (the demo data's past applications only). */
  at?: string,
): Promise<PublicApplicationCreated> {
  const token = randomBytes(24).toString('base64url');
  return takePublicAnswer(ctx, visitorOf(request, locale), id, postingLink, async (s) => {
    const { link: posting, tx, writes } = s;
    const version = await findCurrentVersion(tx, FORM_OWNER, posting.familyId, true);
    if (!version) throw notFound();
    checkApplicationAnswers(version.definition, input.answers, locale);
    const files = await checkFormFiles(tx, APPLICATION_FILES, version.definition, input.answers);
    let candidateTypeId = input.candidateTypeId ?? null;
    if (candidateTypeId && !posting.candidateTypeIds.includes(candidateTypeId))
      throw fieldError('candidateTypeId', 'recruitment.errors.candidateType');
    if (!candidateTypeId && posting.candidateTypeIds.length === 1)
      candidateTypeId = posting.candidateTypeIds[0]!;
    if (!candidateTypeId && posting.candidateTypeIds.length > 1)
      throw fieldError('candidateTypeId', 'recruitment.errors.candidateType');
    const email = input.email ? input.email.trim() : null;
    const keys = applicantKeys({ phone: input.phone, email, identityNumber: input.identityNumber });
    await s.oneAnswerPerContact(keys.phoneKey);
    await s.oneAnswerPerContact(keys.emailKey);
    const employee = await findEmployeeByKeys(tx, keys);
    const [earliest] = await earlierApplications(tx, keys);
    const row = await insertOwned(
      writes,
      applicationsTable,
      {
        postingId: posting.id,
        countryId: posting.countryId,
        centreId: posting.centreId,
        formVersionId: version.id,
        answers: files.answers,
        fullName: input.fullName,
        gender: input.gender,
        phone: keys.phoneKey,
        email,
        identityNumber: input.identityNumber?.trim() || null,
        ...keys,
        candidateTypeId,
        employeeId: employee?.id ?? earliest?.employeeId ?? null,
        returningOf: earliest?.id ?? null,
        source: input.source || 'link',
        language: locale,
        tokenHash: hashOf(token),
        state: 'new',
        ...(at ? { submittedAt: at } : {}),
      },
      { audit: { action: 'apply' } },
    );
    await files.claim(row.id);
    await markAnswered(tx, version.id);
    // "Send me messages about my application": when and how, for its status messages.
    if (input.messagesConsent)
      await recordContactConsent(tx, {
        recipient: { kind: 'applicant', id: row.id },
        name: input.fullName,
        phone: keys.phoneKey ?? input.phone,
        locale,
        countryId: posting.countryId,
        source: 'application-form',
      });
    tellApplicant(ctx, writes, { ...row, fullName: input.fullName }, 'received', {
      posting: posting.title,
      link: (ctx as Partial<AppContext>).config
        ? `${publicBase(ctx)}${publicStatusPath(token)}`
        : '',
    });
    return { id: row.id, token };
  });
}

async function byToken(ctx: AppContext, token: string) {
  const found = await findByTokenHash(ctx.db, hashOf(token));
  if (!found) throw notFound();
  return found;
}

/** What the applicant's private page shows: the timeline, the slots to pick, the outcome. */
export async function readStatus(ctx: AppContext, token: string): Promise<PublicApplicationStatus> {
  const { a, postingTitle } = await byToken(ctx, token);
  const events = await applicationEvents(ctx.db, a.id);
  const state = stateOf(a.state);
  const interviews = await interviewsOf(ctx.db, a.id);
  const latest = interviews.at(-1);
  const now = Date.now();
  return {
    postingTitle,
    fullName: a.fullName,
    state,
    submittedAt: a.submittedAt,
    timeline: [
      { state: 'new' as ApplicationState, at: a.submittedAt },
      ...events
        .filter((e) => isState(e.toState) && e.toState !== 'new')
        .map((e) => ({ state: stateOf(e.toState), at: e.at })),
    ],
    slots:
      state === 'interview' && latest && !latest.i.slotAt
        ? latest.slots.filter((x) => Date.parse(x) > now).sort()
        : [],
    slotAt: latest?.i.slotAt ? new Date(latest.i.slotAt).toISOString() : null,
    canWithdraw: OPEN_APPLICATION_STATES.includes(state),
  };
}

/** The applicant withdraws (their token is the right; no account). */
export async function withdrawByToken(
  ctx: AppContext,
  token: string,
  locale: LocaleCode,
  request: RequestMeta,
  at?: string,
): Promise<PublicApplicationStatus> {
  const { a } = await byToken(ctx, token);
  await runTransition(ctx, visitorOf(request, locale), {
    binding: applicationsTable,
    lifecycle: APPLICATION_LIFECYCLE,
    action: 'withdraw',
    id: a.id,
    visible: EVERY_ROW,
    refusal: () => undefined,
    ...(at ? { work: async () => ({ event: { at } }) } : {}),
  });
  return readStatus(ctx, token);
}

/** The applicant picks one of the slots their round offers. */
export async function pickSlot(
  ctx: AppContext,
  token: string,
  slotAt: string,
  locale: LocaleCode,
  request: RequestMeta,
): Promise<PublicApplicationStatus> {
  const { a } = await byToken(ctx, token);
  await withWrites(ctx, visitorOf(request, locale), async (w) => {
    if (a.state !== 'interview') throw conflict('errors.wrongState', { state: a.state });
    const latest = (await interviewsOf(w.tx, a.id)).at(-1);
    const wanted = Date.parse(slotAt);
    const slot = latest?.slots.find((x) => Date.parse(x) === wanted);
    if (!latest || !slot || wanted <= Date.now())
      throw fieldError('slotAt', 'recruitment.errors.slot');
    const row = await lockOwned(w, interviewsTable, latest.i.id, EVERY_ROW);
    await updateOwned(
      w,
      interviewsTable,
      row,
      { slotAt: slot },
      { audit: { action: 'pick-slot' } },
    );
  });
  return readStatus(ctx, token);
}

// ---------------------------------------------------------------------------------------------
// The pipeline
// ---------------------------------------------------------------------------------------------

export function toApplicationRow(x: ApplicationWithNames, locale: LocaleCode): ApplicationRow {
  const a = x.a;
  return {
    id: a.id,
    postingId: a.postingId,
    postingTitle: x.postingTitle,
    state: stateOf(a.state),
    fullName: a.fullName,
    phone: a.phone,
    email: a.email,
    candidateTypeId: a.candidateTypeId,
    candidateTypeName: a.candidateTypeId
      ? nameIn(locale, { ar: x.typeAr, en: x.typeEn, fr: x.typeFr })
      : null,
    placeName: placeNameOf(locale, x),
    juz: x.juz,
    source: a.source,
    returning: !!(a.returningOf || a.employeeId),
    employeeId: a.employeeId,
    submittedAt: a.submittedAt,
    version: a.version,
  };
}

const readScope = (caller: Caller) => caller.access.scopeFor('job-applications:read');

export async function listApplicationsFor(
  ctx: AppContext,
  caller: Caller,
  f: ApplicationListQuery,
): Promise<ListPage<ApplicationRow>> {
  const { items, total } = await listApplications(ctx.db, readScope(caller), f);
  return {
    items: items.map((x) => toApplicationRow(x, caller.locale)),
    total,
    page: f.page,
    pageSize: f.pageSize,
  };
}

export async function applicationBoard(
  ctx: AppContext,
  caller: Caller,
  f: ApplicationListQuery,
): Promise<BoardCounts> {
  const { page: _p, pageSize: _s, state: _state, ...filter } = f;
  const rows = await countByState(ctx.db, readScope(caller), filter);
  const byState = Object.fromEntries(
    APPLICATION_STATES.map((s) => [s, 0]),
  ) as BoardCounts['byState'];
  for (const r of rows) if (isState(r.state)) byState[r.state] = Number(r.n);
  return { byState };
}

function applicationActions(caller: Caller, a: ApplicationRowDb): ApplicationAction[] {
  return APPLICATION_LIFECYCLE.actionsFrom(stateOf(a.state)).filter(
    (x) =>
      x !== 'withdraw' &&
      x !== 'apply' &&
      holdsOver(caller, APPLICATION_LIFECYCLE.actions[x].permission, a),
  );
}

export async function readApplication(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<ApplicationDetail> {
  const scope = readScope(caller);
  const found = await findApplication(ctx.db, id, scope);
  if (!found) throw notFound();
  const a = found.a;
  const [version, events, interviews, sheets] = await Promise.all([
    findFormVersion(ctx.db, FORM_OWNER, a.formVersionId),
    applicationEvents(ctx.db, id),
    interviewsOf(ctx.db, id),
    scoresOf(ctx.db, { applicationId: id }),
  ]);
  const earlier = a.purgedAt ? [] : await earlierApplications(ctx.db, a, id);
  return {
    ...toApplicationRow(found, caller.locale),
    gender: a.gender,
    identityNumber: a.identityNumber,
    answers: a.answers,
    definition: version?.definition ?? { sections: [] },
    rejectionReason: a.rejectionReason,
    hiredEmployeeId: a.hiredEmployeeId,
    purged: !!a.purgedAt,
    earlier: earlier.map((e) => ({ ...e, state: stateOf(e.state) })),
    events: events.map((e) => ({ ...e, by: e.by ?? null })),
    interviews: interviews.map((i) => {
      const submitted = sheets.filter((s) => s.roundId === i.i.roundId && s.state === 'submitted');
      return {
        roundId: i.i.roundId,
        roundName: i.roundName,
        slotAt: i.i.slotAt ? new Date(i.i.slotAt).toISOString() : null,
        sheetsSubmitted: submitted.length,
        panelSize: i.panel.length,
        score: roundScore(submitted.map((s) => s.percent)),
      };
    }),
    actions: applicationActions(caller, a),
  };
}

/** The state each move leads to, for the applicant's status message. */
const STATE_AFTER = {
  shortlist: 'shortlisted',
  invite: 'interview',
  accept: 'accepted',
  reject: 'rejected',
  hire: 'hired',
} as const;

/**
 * The applicant who asked for messages about their application hears of its new status by
 * WhatsApp or SMS, in the move's transaction (once per move; nothing without their consent).
 */
async function messageApplicant(
  ctx: AppContext,
  w: Writes,
  a: { id: string; countryId: string; centreId: string | null },
  action: keyof typeof STATE_AFTER,
  postingTitle: string,
) {
  await enqueueContactMessage(ctx, w.tx, {
    event: 'application-status',
    sourceId: `${a.id}:${action}`,
    recipient: { kind: 'applicant', id: a.id },
    countryId: a.countryId,
    centreId: a.centreId,
    params: { postingTitle, status: { key: `recruitment.state.${STATE_AFTER[action]}` } },
    triggeredBy: w.caller.access.userId,
    triggeredVia: 'recruitment',
  });
}

/**
 * One pipeline move: shortlist; invite to a round of the same posting (its seat is created and
 * the applicant told); accept (refused before a panel member has submitted a sheet); reject with
 * a reason, whose translated message goes to the applicant through the outbox.
 */
export async function moveApplication(
  ctx: AppContext,
  caller: Caller,
  id: string,
  action: 'shortlist' | 'invite' | 'accept' | 'reject',
  input: ApplicationActionInput,
  /** When the move happened, if not now (the demo data's past moves only). */
  at?: string,
): Promise<ApplicationDetail> {
  const when = at ? { at } : {};
  await runTransition(ctx, caller, {
    binding: applicationsTable,
    lifecycle: APPLICATION_LIFECYCLE,
    action,
    id,
    visible: applicationsInScope(readScope(caller)),
    work: async (w, a) => {
      if (input.version !== undefined && input.version !== a.version) throw conflict();
      const posting = await findPosting(w.tx, a.postingId);
      const postingTitle = posting?.p.title ?? '';
      await messageApplicant(ctx, w, a, action, postingTitle);
      if (action === 'invite') {
        if (!input.roundId) throw fieldError('roundId', 'recruitment.errors.roundNeeded');
        const round = await findRound(w.tx, input.roundId);
        if (!round || round.r.postingId !== a.postingId)
          throw fieldError('roundId', 'recruitment.errors.roundNotFound');
        await insertOwned(w, interviewsTable, {
          roundId: round.r.id,
          applicationId: a.id,
          countryId: a.countryId,
          centreId: a.centreId,
        });
        tellApplicant(ctx, w, a, 'invited', { posting: postingTitle });
        return { event: { roundId: round.r.id, ...when } };
      }
      if (action === 'accept' && (await countSubmittedSheets(w.tx, a.id)) === 0)
        throw conflict('recruitment.errors.noScore');
      if (action === 'reject') {
        tellApplicant(ctx, w, a, 'rejected', { posting: postingTitle });
        return {
          reason: input.reason ?? null,
          changes: { rejectionReason: input.reason ?? null },
          event: when,
        };
      }
      return { event: when };
    },
  });
  return readApplication(ctx, caller, id);
}

/** Shortlists or rejects many; each is checked and written on its own (one refusal stops none). */
export async function bulkMove(
  ctx: AppContext,
  caller: Caller,
  input: BulkInput,
): Promise<BulkResult> {
  const out: BulkResult = { done: [], refused: [] };
  for (const id of [...new Set(input.ids)]) {
    try {
      await moveApplication(ctx, caller, id, input.action, { reason: input.reason });
      out.done.push(id);
    } catch (error) {
      const e = toAppError(error);
      if (e.statusCode >= 500) throw error;
      out.refused.push({ id, message: renderError(e, caller.locale).error.message });
    }
  }
  return out;
}

/** The qualifications a new teacher's record keeps, from their answers. */
function qualificationsOf(def: FormDefinition, answers: FormAnswers): string | null {
  const lines: string[] = [];
  for (const q of formQuestions(def)) {
    const x = answers[q.id];
    if (!x || q.id === CONSENT_QUESTION) continue;
    const value = x.text?.trim()
      ? x.text.trim()
      : x.choices?.length
        ? x.choices.map((c) => q.options?.find((o) => o.id === c)?.label ?? c).join('، ')
        : x.value !== null && x.value !== undefined
          ? q.kind === 'yesNo'
            ? x.value === 1
              ? '✓'
              : '✗'
            : String(x.value)
          : '';
    if (value) lines.push(`${q.label}: ${value}`);
  }
  return lines.length > 0 ? lines.join('\n').slice(0, 2000) : null;
}

/**
 * Hires an accepted applicant in one transaction: the staff record (created, or the one they
 * have, linked), their centre assignment (a teaching job for a teaching post: they appear among
 * the teachers), the salary profile from the posting's grade, the application's move to `hired`,
 * and the posting marked filled when this hire fills its last position. Any refusal (not
 * accepted, the posting full, the centre outside the caller's scope, a right missing for the
 * staff record or the salary profile) writes nothing at all.
 */
export async function hireApplicant(
  ctx: AppContext,
  caller: Caller,
  id: string,
  input: HireInput,
  /** When the hire happened, if not now (the demo data's past hires only). */
  at?: string,
): Promise<ApplicationDetail> {
  await withWrites(ctx, caller, (w) =>
    transitionIn(w, {
      binding: applicationsTable,
      lifecycle: APPLICATION_LIFECYCLE,
      action: 'hire',
      id,
      visible: applicationsInScope(readScope(caller)),
      wrongState: () => conflict('recruitment.errors.notAccepted'),
      work: async (w2, a) => {
        if (input.version !== undefined && input.version !== a.version) throw conflict();
        const posting = await lockOwned(w2, postingsTable, a.postingId, EVERY_ROW);
        await messageApplicant(ctx, w2, a, 'hire', posting.title);
        const hired = await countHired(w2.tx, posting.id);
        if (posting.state === 'filled' || hired >= posting.positions)
          throw conflict('recruitment.errors.postingFull');
        const centreId = input.centreId ?? posting.centreId;
        if (!centreId) throw fieldError('centreId', 'recruitment.errors.hireCentre');
        const centre = await findCentre(w2.tx, centreId);
        if (!centre || centre.countryId !== posting.countryId)
          throw fieldError('centreId', 'recruitment.errors.hireCentre');
        if (
          !holdsOver(caller, 'job-applications:approve', { countryId: centre.countryId, centreId })
        )
          throw fieldError('centreId', 'recruitment.errors.placeOutOfScope');
        const [type] = a.candidateTypeId
          ? await candidateTypesByIds(w2.tx, [a.candidateTypeId])
          : [];
        const job = type?.job ?? posting.job;
        const teaching = type ? type.teaching : (TEACHER_JOBS as readonly string[]).includes(job);
        const version = await findFormVersion(w2.tx, FORM_OWNER, a.formVersionId);
        const salary =
          posting.salaryAmount !== null && posting.salaryCurrency
            ? { amount: posting.salaryAmount, currency: posting.salaryCurrency }
            : null;
        const { employeeId } = await hireStaff(w2, {
          employeeId: a.employeeId,
          fullName: a.fullName,
          gender: a.gender ?? 'male',
          phone: a.phone,
          email: a.email,
          identityNumber: a.identityNumber,
          countryId: centre.countryId,
          centreId,
          job,
          teaching,
          notes: version ? qualificationsOf(version.definition, a.answers) : null,
          startsOn: input.startsOn,
          hoursPerWeek: posting.hoursPerWeek,
          salary,
        });
        if (salary)
          await openSalaryProfile(w2, {
            employeeId,
            name: posting.grade
              ? translate(caller.locale, 'recruitment.salaryNameGrade', { grade: posting.grade })
              : translate(caller.locale, 'recruitment.salaryName'),
            ...salary,
          });
        if (hired + 1 >= posting.positions)
          await transitionIn(w2, {
            binding: postingsTable,
            lifecycle: POSTING_LIFECYCLE,
            action: 'fill',
            id: posting.id,
            visible: EVERY_ROW,
            // The hire that fills the last position closes the posting: the hire is the right.
            refusal: () => undefined,
          });
        return {
          changes: { hiredEmployeeId: employeeId, employeeId },
          event: { employeeId, ...(at ? { at } : {}) },
        };
      },
    }),
  );
  return readApplication(ctx, caller, id);
}
