import {
  divergent,
  JUDGING_OPEN,
  resolutionInput,
  scoreSheet,
  SHEET_LIFECYCLE,
  sheetActionInput,
  sheetInput,
  translate,
  type FormDefinition,
  type JudgePanel,
  type JudgeSheet,
  type JudgingContestant,
  type JudgingView,
  type NominationRow,
  type SheetAction,
  type LocaleCode,
  type SheetInput,
} from '@qc/domain';
import { isDeepStrictEqual } from 'node:util';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { findFormVersion, markAnswered } from '../../forms/forms.service.ts';
import {
  AppError,
  EditConflictError,
  conflict,
  forbidden,
  notFound,
  parseInput,
} from '../../http/errors.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites, type Writes } from '../../resources/resource.service.ts';
import { insertOwned, lockOwned, runTransition, updateOwned } from '../../workflow/index.ts';
import {
  acceptedIn,
  categoryById,
  competitionById,
  insertRevision,
  judgeOn,
  nominationIs,
  nominationsTable,
  nominationsWhere,
  panelsOfUser,
  recusedNominations,
  sheetIs,
  sheetOf,
  sheetsOfCategory,
  sheetsTable,
  type CategoryDbRow,
  type CompetitionDbRow,
  type NominationJoined,
  type SheetDbRow,
} from './competitions.repository.ts';
import { toNominationRow } from './nominations.service.ts';
import { CRITERIA_FORM_OWNER, criteriaFormOf } from './competitions.service.ts';

/**
 * Judging: a judge works only on their panel's contestants, by draw number, never those they are
 * recused for; their sheet is a draft until submitted, then locked; a correction is proposed with
 * a reason and approved (a new revision) or rejected by the head judge. Another judge's marks are
 * never in a judge's answers before their own sheet for that contestant is submitted.
 */

const notOnPanel = () => forbidden('competitions.errors.notOnPanel');

/**
 * The sheet's score, or its refusal (400): a rule of the rule set, or each question of the
 * criteria form whose answer is refused (`formAnswers.<question>`), the first one in the message.
 */
function sheetRefusal(
  rules: CategoryDbRow['ruleSet'],
  input: SheetInput,
  drawn: number,
  complete: boolean,
  form: FormDefinition | null,
  locale: LocaleCode,
) {
  const r = scoreSheet(rules, input, drawn, complete, form);
  if (r.ok) return r.score;
  if (r.refusal.code !== 'competitions.errors.formMarks')
    throw new AppError(400, r.refusal.code, r.refusal.params);
  const first = r.refusal.issues[0]!;
  throw new AppError(
    400,
    r.refusal.code,
    { first: translate(locale, first.code, first.params) },
    Object.fromEntries(
      r.refusal.issues.map((i) => [
        `formAnswers.${i.questionId}`,
        { code: i.code, ...(i.params ? { params: i.params } : {}) },
      ]),
    ),
  );
}

/** The criteria form a sheet was filled on (its version), if any. */
async function sheetForm(db: Db, s: SheetDbRow): Promise<FormDefinition | null> {
  if (!s.formVersionId) return null;
  return (await findFormVersion(db, CRITERIA_FORM_OWNER, s.formVersionId))?.definition ?? null;
}

function toSheet(s: SheetDbRow, userId: string, head: boolean): JudgeSheet {
  const mine = s.judgeUserId === userId;
  const actions = SHEET_LIFECYCLE.actionsFrom(s.state).filter((a) =>
    a === 'approve-correction' || a === 'reject-correction' ? head && !mine : mine,
  );
  return {
    id: s.id,
    nominationId: s.nominationId,
    state: s.state,
    events: s.events,
    marks: s.marks,
    formAnswers: s.formAnswers,
    total: s.total,
    revision: s.revision,
    pendingReason: s.pendingReason,
    version: s.version,
    actions,
  };
}

export async function myPanels(ctx: AppContext, caller: Caller): Promise<JudgePanel[]> {
  const rows = await panelsOfUser(ctx.db, caller.access.userId);
  return rows.map((r) => ({
    ...r,
    contestants: Number(r.contestants),
    submitted: Number(r.submitted),
  }));
}

async function panelContext(db: Db, userId: string, categoryId: string) {
  const category = await categoryById(db, categoryId);
  if (!category) throw notFound('competitions.errors.categoryNotFound');
  const judge = await judgeOn(db, categoryId, userId);
  if (!judge) throw notOnPanel();
  const competition = (await competitionById(db, category.competitionId))!;
  return { category, judge, competition };
}

/** A category as one of its judges sees it. */
export async function judgingView(
  ctx: AppContext,
  caller: Caller,
  categoryId: string,
): Promise<JudgingView> {
  const me = caller.access.userId;
  const { category, judge, competition } = await panelContext(ctx.db, me, categoryId);
  const drawn = competition.drawSeed !== null;
  const nominations = drawn ? await nominationsWhere(ctx.db, acceptedIn(categoryId)) : [];
  const recused = await recusedNominations(
    ctx.db,
    me,
    nominations.map((n) => ({
      id: n.n.id,
      ringId: n.n.ringId,
      centreId: n.n.centreId,
      guardianId: n.guardianId,
    })),
  );
  const sheets = await sheetsOfCategory(ctx.db, categoryId);
  const contestants: JudgingContestant[] = nominations
    .filter((n) => n.n.drawNumber !== null)
    .map((n) => {
      const mine = sheets.find((s) => s.s.nominationId === n.n.id && s.s.judgeUserId === me);
      // Blind: others' marks only once the caller's own sheet is submitted (or they are recused).
      const seesOthers = (mine !== undefined && mine.s.state !== 'draft') || recused.has(n.n.id);
      const others = seesOthers
        ? sheets.filter(
            (s) => s.s.nominationId === n.n.id && s.s.judgeUserId !== me && s.s.state !== 'draft',
          )
        : [];
      const totals = [...others, ...(mine && mine.s.state !== 'draft' ? [mine] : [])].map(
        (s) => s.s.total ?? 0,
      );
      return {
        nominationId: n.n.id,
        drawNumber: n.n.drawNumber!,
        passages: n.n.passages ?? [],
        mine: mine ? toSheet(mine.s, me, judge.head) : null,
        recused: recused.has(n.n.id),
        others: others.map((s) => ({ judge: s.judge, total: s.s.total ?? 0, state: s.s.state })),
        divergent: seesOthers && divergent(totals, competition.divergenceMargin),
        divergenceNote: seesOthers ? n.n.divergenceNote : null,
        corrections:
          judge.head && seesOthers
            ? others
                .filter((s) => s.s.state === 'correction')
                .map((s) => ({
                  sheetId: s.s.id,
                  judge: s.judge,
                  reason: s.s.pendingReason,
                  total: s.s.total,
                }))
            : [],
      };
    })
    .sort((a, b) => a.drawNumber - b.drawNumber);
  return {
    categoryId,
    categoryName: category.name,
    competitionName: competition.name,
    state: competition.state,
    head: judge.head,
    ruleSet: category.ruleSet,
    criteriaForm: (await criteriaFormOf(ctx.db, category.formFamilyId))?.definition ?? null,
    contestants,
  };
}

/** The nomination a judge acts on, checked: on their panel, judging open, not recused. */
async function judgedNomination(
  db: Db,
  userId: string,
  nominationId: string,
): Promise<{ n: NominationJoined; category: CategoryDbRow; competition: CompetitionDbRow }> {
  const [n] = await nominationsWhere(db, nominationIs(nominationId));
  if (!n || n.n.state !== 'accepted') throw notOnPanel();
  const { category, competition } = await panelContext(db, userId, n.n.categoryId);
  if (!JUDGING_OPEN.includes(competition.state) || n.n.drawNumber === null)
    throw conflict('competitions.errors.judgingClosed');
  const recused = await recusedNominations(db, userId, [
    { id: n.n.id, ringId: n.n.ringId, centreId: n.n.centreId, guardianId: n.guardianId },
  ]);
  if (recused.has(n.n.id)) throw forbidden('competitions.errors.recused');
  return { n, category, competition };
}

/**
 * Saves the caller's draft sheet for a contestant (opening it the first time). A submitted sheet
 * is locked (409); each event must be a kind of the rule set in a drawn passage and each mark
 * within its criterion's maximum (400).
 */
export async function saveSheet(
  ctx: AppContext,
  caller: Caller,
  raw: unknown,
): Promise<JudgeSheet> {
  const f = parseInput(sheetInput, raw);
  const me = caller.access.userId;
  // The answer is read in the save's transaction: an offline resend with the same
  // Idempotency-Key replays it (docs/offline.md).
  return withWrites(ctx, caller, async (w) => {
    const { n, category } = await judgedNomination(w.tx, me, f.nominationId);
    const form = await criteriaFormOf(w.tx, category.formFamilyId, true);
    const score = sheetRefusal(
      category.ruleSet,
      f,
      n.n.passages?.length ?? 0,
      false,
      form?.definition ?? null,
      caller.locale,
    );
    // The first answers freeze the form's version (the shared storage refuses changing it).
    if (form) await markAnswered(w.tx, form.id);
    const values = {
      events: f.events,
      marks: f.marks,
      formAnswers: f.formAnswers,
      formVersionId: form?.id ?? null,
      criteria: score.criteria,
      total: score.total,
      memorisationMistakes: score.memorisationMistakes,
    };
    const existing = await sheetOf(w.tx, f.nominationId, me);
    if (existing) {
      const locked = await lockOwned(w, sheetsTable, existing.id, sheetIs(existing.id));
      if (locked.state !== 'draft') throw conflict('competitions.errors.sheetLocked');
      // Edited meanwhile elsewhere (another device of the judge): both versions go back to
      // the judge to choose, unless this edit says what is already saved.
      if (f.version !== undefined && locked.version !== f.version && !sameSheet(locked, values))
        throw new EditConflictError('competitions.errors.sheetChangedMeanwhile', [
          {
            ref: '',
            version: locked.version,
            current: {
              nominationId: f.nominationId,
              events: locked.events,
              marks: locked.marks,
              formAnswers: locked.formAnswers,
              total: locked.total,
            },
          },
        ]);
      return answer(w, await updateOwned(w, sheetsTable, locked, values));
    }
    // A judge's right comes from their seat on the panel (checked above), not from a scope over
    // the contestant's centre: the sheet is opened by the kit's insert with the action's name.
    const opened = await insertOwned(
      w,
      sheetsTable,
      {
        competitionId: n.n.competitionId,
        categoryId: n.n.categoryId,
        nominationId: n.n.id,
        judgeUserId: me,
        countryId: n.n.countryId,
        centreId: n.n.centreId,
        state: 'draft',
        ...values,
      },
      { audit: { action: 'open' } },
    );
    return answer(w, opened);
  });
}

/** The saved sheet as its judge reads it, read in the save's transaction. */
async function answer(w: Writes, row: SheetDbRow): Promise<JudgeSheet> {
  const judge = await judgeOn(w.tx, row.categoryId, w.caller.access.userId);
  return toSheet(row, w.caller.access.userId, judge?.head ?? false);
}

/** A draft's events, marks and answers as saved are those of the edit (nothing to choose). */
function sameSheet(
  saved: Pick<SheetDbRow, 'events' | 'marks' | 'formAnswers'>,
  edit: Pick<SheetDbRow, 'events' | 'marks' | 'formAnswers'>,
): boolean {
  return (
    isDeepStrictEqual(saved.events, edit.events) &&
    isDeepStrictEqual(saved.marks, edit.marks) &&
    isDeepStrictEqual(saved.formAnswers ?? {}, edit.formAnswers ?? {})
  );
}

/** Submit, propose a correction, approve or reject one (the head judge). */
export async function sheetAction(
  ctx: AppContext,
  caller: Caller,
  id: string,
  action: string,
  raw: unknown,
): Promise<JudgeSheet> {
  if (!SHEET_LIFECYCLE.isAction(action) || action === 'open') throw notFound();
  const act: SheetAction = action;
  const f = parseInput(sheetActionInput, raw);
  const me = caller.access.userId;
  const byHead = act === 'approve-correction' || act === 'reject-correction';
  const row = await runTransition(ctx, caller, {
    binding: sheetsTable,
    lifecycle: SHEET_LIFECYCLE,
    action: act,
    id,
    visible: sheetIs(id),
    missing: notOnPanel,
    wrongState: (state) =>
      state === 'submitted' || (state === 'correction' && !byHead)
        ? conflict('competitions.errors.sheetLocked')
        : conflict('errors.wrongState', { state }),
    refusal: () => undefined,
    work: async (w: Writes, s) => {
      if (byHead) {
        const head = await judgeOn(w.tx, s.categoryId, me);
        if (!head?.head || s.judgeUserId === me)
          throw forbidden('competitions.errors.notHeadJudge');
      } else if (s.judgeUserId !== me) throw notOnPanel();
      const { n, category } = byHead
        ? await headNomination(w.tx, s)
        : await judgedNomination(w.tx, me, s.nominationId);
      const drawn = n.n.passages?.length ?? 0;
      const form = await sheetForm(w.tx, s);
      const score = (input: SheetInput) =>
        sheetRefusal(category.ruleSet, input, drawn, true, form, caller.locale);
      if (act === 'submit') {
        const scored = score(s);
        await insertRevision(w.tx, {
          sheetId: s.id,
          revision: 1,
          events: s.events,
          marks: s.marks,
          formAnswers: s.formAnswers,
          total: scored.total,
          byUserId: me,
        });
        return {
          changes: {
            ...scored,
            criteria: scored.criteria,
            revision: 1,
            submittedAt: new Date().toISOString(),
          },
        };
      }
      if (act === 'propose-correction') {
        const proposed = {
          events: f.events ?? s.events,
          marks: f.marks ?? s.marks,
          formAnswers: f.formAnswers ?? s.formAnswers,
        };
        score(proposed);
        return {
          reason: f.reason ?? null,
          changes: {
            pendingEvents: proposed.events,
            pendingMarks: proposed.marks,
            pendingFormAnswers: proposed.formAnswers,
            pendingReason: f.reason ?? null,
          },
        };
      }
      if (act === 'approve-correction') {
        const proposed = {
          events: s.pendingEvents ?? s.events,
          marks: s.pendingMarks ?? s.marks,
          formAnswers: s.pendingFormAnswers ?? s.formAnswers,
        };
        const scored = score(proposed);
        await insertRevision(w.tx, {
          sheetId: s.id,
          revision: s.revision + 1,
          events: proposed.events,
          marks: proposed.marks,
          formAnswers: proposed.formAnswers,
          total: scored.total,
          reason: s.pendingReason,
          byUserId: s.judgeUserId,
          approvedBy: me,
        });
        return {
          reason: s.pendingReason,
          event: { revision: s.revision + 1 },
          changes: {
            ...proposed,
            criteria: scored.criteria,
            total: scored.total,
            memorisationMistakes: scored.memorisationMistakes,
            revision: s.revision + 1,
            pendingEvents: null,
            pendingMarks: null,
            pendingFormAnswers: null,
            pendingReason: null,
          },
        };
      }
      return {
        reason: f.reason ?? null,
        changes: {
          pendingEvents: null,
          pendingMarks: null,
          pendingFormAnswers: null,
          pendingReason: null,
        },
      };
    },
  });
  const judge = await judgeOn(ctx.db, row.categoryId, me);
  return toSheet(row, me, judge?.head ?? false);
}

async function headNomination(db: Db, s: SheetDbRow) {
  const [n] = await nominationsWhere(db, nominationIs(s.nominationId));
  const category = await categoryById(db, s.categoryId);
  const competition = await competitionById(db, s.competitionId);
  if (!n || !category || !competition) throw notOnPanel();
  if (!JUDGING_OPEN.includes(competition.state))
    throw conflict('competitions.errors.judgingClosed');
  return { n, category, competition };
}

/**
 * The head judge's decision on a contestant: the note that resolves a divergence between judges
 * and, for a tie no rule breaks, the order between the tied (the "head-judge-decision" rule).
 */
export async function resolveNomination(
  ctx: AppContext,
  caller: Caller,
  id: string,
  raw: unknown,
): Promise<NominationRow> {
  const f = parseInput(resolutionInput, raw);
  const me = caller.access.userId;
  await withWrites(ctx, caller, async (w) => {
    const n = await lockOwned(w, nominationsTable, id, nominationIs(id), () =>
      notFound('competitions.errors.nominationNotFound'),
    );
    const head = await judgeOn(w.tx, n.categoryId, me);
    if (!head?.head) throw forbidden('competitions.errors.notHeadJudge');
    const c = await competitionById(w.tx, n.competitionId);
    if (!c || !JUDGING_OPEN.includes(c.state)) throw conflict('competitions.errors.judgingClosed');
    await updateOwned(
      w,
      nominationsTable,
      n,
      { divergenceNote: f.note, resolvedBy: me, tieOrder: f.tieOrder ?? n.tieOrder },
      { audit: { action: 'resolve', reason: f.note } },
    );
  });
  const [joined] = await nominationsWhere(ctx.db, nominationIs(id));
  return toNominationRow(joined!);
}
