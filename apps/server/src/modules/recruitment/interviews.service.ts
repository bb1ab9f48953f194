import {
  APPLICATION_STATES,
  checkAnswers,
  rankCandidates,
  roundScore,
  scoreForm,
  type ApplicationState,
  type RoundCandidate,
  type RoundDetail,
  type RoundSummary,
  type ScoreSheet,
  type ScoreSheetInput,
  type roundInput,
} from '@qc/domain';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import {
  createForm,
  findCurrentVersion,
  findFormVersion,
  markAnswered,
  saveFormVersion,
} from '../../forms/forms.service.ts';
import { AppError, conflict, forbidden, notFound } from '../../http/errors.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites, type Writes } from '../../resources/resource.service.ts';
import { holdsOver, insertOwned, lockOwned, updateOwned } from '../../workflow/index.ts';
import { applicantFilesOf } from './application-files.service.ts';
import { postingInScope } from './postings.service.ts';
import {
  findApplication,
  findInterview,
  findRound,
  findScore,
  listRounds,
  nextRoundNumber,
  roundCandidates,
  roundsInScope,
  roundsTable,
  scoresOf,
  scoresTable,
  staffWithAccounts,
  userNames,
  type RoundRow,
} from './recruitment.repository.ts';

/**
 * Interviews (docs/jobs-and-recruitment.md): rounds of a posting, each with a panel and a score
 * sheet from the form builder (owner `recruitment-interviews`, weighted criteria); each panel
 * member scores on their own and sees the others' marks of a candidate only once they have
 * submitted theirs; a candidate's round score is the mean of the submitted sheets.
 */
export const SHEET_OWNER = 'recruitment-interviews';

type ParsedRoundInput = z.infer<typeof roundInput>;

/** Slots as ISO instants, each once, in order (two spellings of one instant are one slot). */
const isoSlots = (slots: readonly string[]) =>
  [...new Set(slots.map((s) => new Date(s).toISOString()))].sort();

const fieldError = (field: string, code: string) =>
  new AppError(400, 'errors.validation', undefined, { [field]: { code } });

/** The panel's seats from staff picked on screen: each must have a sign-in account. */
async function seatsOf(db: Db, employeeIds: readonly string[]) {
  const ids = [...new Set(employeeIds)];
  const staff = await staffWithAccounts(db, ids);
  if (staff.length !== ids.length || staff.some((s) => !s.userId))
    throw fieldError('panelEmployeeIds', 'recruitment.errors.panelNoAccount');
  return staff.map((s) => ({ employeeId: s.id, userId: s.userId! }));
}

const onPanel = (caller: Caller, r: RoundRow) =>
  caller.access.can('interviews:examine') && r.panelUserIds.includes(caller.access.userId);
const manages = (caller: Caller, r: RoundRow) => holdsOver(caller, 'interviews:read', r);

function toSummary(
  caller: Caller,
  x: { r: RoundRow; postingTitle: string; candidates: number },
): RoundSummary {
  return {
    id: x.r.id,
    postingId: x.r.postingId,
    postingTitle: x.postingTitle,
    name: x.r.name,
    number: x.r.number,
    panelSize: x.r.panel.length,
    candidateCount: x.candidates,
    onPanel: onPanel(caller, x.r),
    version: x.r.version,
  };
}

export async function createRound(
  ctx: AppContext,
  caller: Caller,
  postingId: string,
  input: ParsedRoundInput,
): Promise<RoundDetail> {
  const posting = await postingInScope(ctx.db, caller, 'interviews:create', postingId);
  const row = await withWrites(ctx, caller, async (w) => {
    const panel = await seatsOf(w.tx, input.panelEmployeeIds);
    const form = await createForm(
      w.tx,
      SHEET_OWNER,
      { name: input.name, subject: 'interview', allowSelf: false, definition: input.definition },
      caller.access.userId,
    );
    return insertOwned(
      w,
      roundsTable,
      {
        postingId,
        countryId: posting.p.countryId,
        centreId: posting.p.centreId,
        number: await nextRoundNumber(w.tx, postingId),
        name: input.name,
        panel,
        panelUserIds: panel.map((s) => s.userId),
        slots: isoSlots(input.slots),
        familyId: form.familyId,
      },
      { permission: 'interviews:create' },
    );
  });
  return readRound(ctx, caller, row.id);
}

export async function updateRound(
  ctx: AppContext,
  caller: Caller,
  id: string,
  input: ParsedRoundInput,
): Promise<RoundDetail> {
  await withWrites(ctx, caller, async (w) => {
    const before = await lockOwned(
      w,
      roundsTable,
      id,
      roundsInScope(caller.access.scopeFor('interviews:update')),
    );
    const panel = await seatsOf(w.tx, input.panelEmployeeIds);
    await saveFormVersion(
      w.tx,
      SHEET_OWNER,
      before.familyId,
      { name: input.name, subject: 'interview', allowSelf: false, definition: input.definition },
      caller.access.userId,
    );
    await updateOwned(
      w,
      roundsTable,
      before,
      {
        name: input.name,
        panel,
        panelUserIds: panel.map((s) => s.userId),
        slots: isoSlots(input.slots),
      },
      {
        audit: { action: 'update' },
        ...(input.version !== undefined ? { expectedVersion: input.version } : {}),
      },
    );
  });
  return readRound(ctx, caller, id);
}

/** A posting's rounds (HR), or every round the caller sits on or manages. */
export async function listRoundsFor(
  ctx: AppContext,
  caller: Caller,
  postingId?: string,
): Promise<RoundSummary[]> {
  if (postingId) await postingInScope(ctx.db, caller, 'interviews:read', postingId);
  const canManage = caller.access.can('interviews:read');
  const rows = await listRounds(ctx.db, {
    ...(postingId ? { postingId } : {}),
    ...(caller.access.can('interviews:examine') ? { userId: caller.access.userId } : {}),
    manage: canManage ? caller.access.scopeFor('interviews:read') : null,
  });
  return rows.map((x) => toSummary(caller, x));
}

/** A round the caller manages or sits on; 404 otherwise. */
async function roundFor(db: Db, caller: Caller, id: string) {
  const found = await findRound(db, id);
  if (!found || (!manages(caller, found.r) && !onPanel(caller, found.r))) throw notFound();
  return found;
}

/**
 * A round with its ranking table: the mean of each candidate's submitted sheets and their rank.
 * HR sees every score; a panel member sees a candidate's score (and rank) only once their own
 * sheet for that candidate is submitted, so no one marks knowing the others' marks.
 */
export async function readRound(ctx: AppContext, caller: Caller, id: string): Promise<RoundDetail> {
  const found = await roundFor(ctx.db, caller, id);
  const r = found.r;
  const [candidates, sheets, version, names] = await Promise.all([
    roundCandidates(ctx.db, id),
    scoresOf(ctx.db, { roundId: id }),
    findCurrentVersion(ctx.db, SHEET_OWNER, r.familyId),
    userNames(ctx.db, r.panelUserIds),
  ]);
  const isManager = manages(caller, r);
  const me = caller.access.userId;
  const ranked = rankCandidates(
    candidates.map((c) => {
      const submitted = sheets.filter(
        (s) => s.applicationId === c.i.applicationId && s.state === 'submitted',
      );
      return {
        applicationId: c.i.applicationId,
        score: roundScore(submitted.map((s) => s.percent)),
        c,
        submitted,
      };
    }),
  );
  const rows: RoundCandidate[] = ranked.map((x) => {
    const mine = sheets.find((s) => s.applicationId === x.applicationId && s.userId === me);
    const sees = isManager || mine?.state === 'submitted';
    return {
      applicationId: x.applicationId,
      fullName: x.c.fullName,
      state: (APPLICATION_STATES as readonly string[]).includes(x.c.state)
        ? (x.c.state as ApplicationState)
        : 'interview',
      slotAt: x.c.i.slotAt ? new Date(x.c.i.slotAt).toISOString() : null,
      sheetsSubmitted: x.submitted.length,
      score: sees ? x.score : null,
      rank: sees ? x.rank : null,
      mySheet: mine
        ? { state: mine.state === 'submitted' ? 'submitted' : 'draft', percent: mine.percent }
        : null,
    };
  });
  return {
    ...toSummary(caller, found),
    panel: r.panel.map((s) => ({ ...s, name: names.get(s.userId) ?? '' })),
    slots: r.slots,
    definition: version?.definition ?? { sections: [] },
    manages: isManager,
    candidates: rows,
  };
}

/** The round, the candidate's seat and application, for a panel member's sheet (403 off the panel). */
async function sheetContext(db: Db, caller: Caller, roundId: string, applicationId: string) {
  const found = await findRound(db, roundId);
  if (!found) throw notFound();
  if (!onPanel(caller, found.r)) throw forbidden('recruitment.errors.notOnPanel');
  const seat = await findInterview(db, roundId, applicationId);
  const app = seat ? await findApplication(db, applicationId) : null;
  if (!seat || !app) throw conflict('recruitment.errors.notInRound');
  return { round: found.r, app: app.a };
}

function toSheet(
  x: {
    id: string | null;
    answers: ScoreSheet['answers'];
    state: string;
    percent: number;
    version: number | null;
  },
  roundId: string,
  applicationId: string,
  candidateName: string,
  definition: ScoreSheet['definition'],
  applicantFiles: ScoreSheet['applicantFiles'],
): ScoreSheet {
  return {
    id: x.id,
    roundId,
    applicationId,
    candidateName,
    applicantFiles,
    definition,
    answers: x.answers,
    state: x.state === 'submitted' ? 'submitted' : 'draft',
    percent: x.percent,
    version: x.version,
  };
}

/** The caller's sheet for a candidate (an empty draft on the round's current sheet when none). */
export async function readSheet(
  ctx: AppContext,
  caller: Caller,
  roundId: string,
  applicationId: string,
): Promise<ScoreSheet> {
  const { round, app } = await sheetContext(ctx.db, caller, roundId, applicationId);
  const mine = await findScore(ctx.db, roundId, applicationId, caller.access.userId);
  const version = mine
    ? await findFormVersion(ctx.db, SHEET_OWNER, mine.formVersionId)
    : await findCurrentVersion(ctx.db, SHEET_OWNER, round.familyId);
  if (!version) throw notFound();
  return toSheet(
    mine ?? { id: null, answers: {}, state: 'draft', percent: 0, version: null },
    roundId,
    applicationId,
    app.fullName,
    version.definition,
    await applicantFilesOf(ctx.db, app),
  );
}

/**
 * Saves (or submits) the caller's sheet: only a panel member of the round, for a candidate of
 * the round still at the interview stage; a submitted sheet is locked (409). The percentage is
 * computed here with the sheet's weights (the screen's total is a preview). Submitting needs
 * every required criterion marked and freezes the sheet's form version.
 */
export async function saveSheet(
  ctx: AppContext,
  caller: Caller,
  roundId: string,
  applicationId: string,
  input: ScoreSheetInput,
  submit: boolean,
): Promise<ScoreSheet> {
  await withWrites(ctx, caller, async (w: Writes) => {
    const { round, app } = await sheetContext(w.tx, caller, roundId, applicationId);
    if (app.state !== 'interview') throw conflict('errors.wrongState', { state: app.state });
    const existing = await findScore(w.tx, roundId, applicationId, caller.access.userId);
    if (existing?.state === 'submitted') throw conflict('recruitment.errors.sheetLocked');
    const version = existing
      ? await findFormVersion(w.tx, SHEET_OWNER, existing.formVersionId)
      : await findCurrentVersion(w.tx, SHEET_OWNER, round.familyId, true);
    if (!version) throw notFound();
    const issues = checkAnswers(version.definition, input.answers, { complete: submit });
    if (issues.length > 0)
      throw new AppError(
        400,
        'errors.validation',
        undefined,
        Object.fromEntries(
          issues.map((i) => [
            `answers.${i.questionId}`,
            { code: i.code, ...(i.params ? { params: i.params } : {}) },
          ]),
        ),
      );
    const values = {
      answers: input.answers,
      percent: scoreForm(version.definition, input.answers).percent,
      ...(submit ? { state: 'submitted', submittedAt: new Date().toISOString() } : {}),
    };
    const audit = { audit: { action: submit ? 'submit' : 'save' } };
    if (existing) {
      const row = await lockOwned(w, scoresTable, existing.id, undefined);
      await updateOwned(w, scoresTable, row, values, {
        ...audit,
        ...(input.version !== undefined ? { expectedVersion: input.version } : {}),
      });
    } else
      await insertOwned(
        w,
        scoresTable,
        {
          roundId,
          applicationId,
          userId: caller.access.userId,
          countryId: round.countryId,
          centreId: round.centreId,
          formVersionId: version.id,
          ...values,
        },
        audit,
      );
    if (submit) await markAnswered(w.tx, version.id);
  });
  return readSheet(ctx, caller, roundId, applicationId);
}
