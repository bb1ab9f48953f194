import {
  getLocale,
  formQuestions,
  questionKind,
  translate,
  type EvaluationFollowUp,
  type EvaluationActionRow,
  type EvaluationComparison,
  type EvaluationResultQuery,
  type EvaluationTargetKind,
  type FormDefinition,
  type WeakParagraph,
} from '@qc/domain';
import type { AppContext } from '../../app-context.ts';
import { renderPdf, type DocumentSpec } from '../../documents/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import {
  approvedResultsOf,
  findAction,
  findRequest,
  insertAction,
  listActions,
  resultsWithAnswers,
  updateActionStatus,
} from './evaluations.repository.ts';
import { holds, readEvaluation } from './evaluations.service.ts';

type Filters = Omit<EvaluationResultQuery, 'page' | 'pageSize'>;

/**
 * The weakest paragraphs over the official results matching the filters (a centre, a form, a
 * period): each paragraph's average share of its maximum, lowest first. Paragraphs are matched
 * by their text across form versions. Reads the newest 2,000 results at most.
 */
export async function weakestParagraphs(
  ctx: AppContext,
  caller: Caller,
  f: Filters,
): Promise<WeakParagraph[]> {
  const rows = await resultsWithAnswers(ctx.db, caller, { ...f, official: true }, 2000);
  const sums = new Map<string, { share: number; n: number }>();
  for (const { r, definition } of rows)
    for (const q of formQuestions(definition)) {
      const max = questionKind(q.kind)?.maxOf(q) ?? 0;
      const v = r.answers[q.id]?.value;
      if (max <= 0 || v === null || v === undefined) continue;
      const s = sums.get(q.label) ?? { share: 0, n: 0 };
      s.share += v / max;
      s.n += 1;
      sums.set(q.label, s);
    }
  return [...sums]
    .map(([label, s]) => ({
      label,
      percent: Math.round((s.share / s.n) * 10000) / 100,
      results: s.n,
    }))
    .sort((a, b) => a.percent - b.percent || a.label.localeCompare(b.label))
    .slice(0, 10);
}

/** The latest official result of each record, paragraph by paragraph, side by side. */
export async function compareTargets(
  ctx: AppContext,
  caller: Caller,
  target: EvaluationTargetKind,
  subjectIds: readonly string[],
  formFamilyId: string | undefined,
): Promise<EvaluationComparison> {
  const rows = await approvedResultsOf(ctx.db, caller, target, subjectIds, formFamilyId);
  const latest = new Map<string, (typeof rows)[number]>();
  for (const x of rows) if (!latest.has(x.r.subjectId)) latest.set(x.r.subjectId, x);
  const questions = new Map<string, { id: string; label: string; max: number }>();
  for (const x of latest.values())
    for (const q of formQuestions(x.definition))
      if (!questions.has(q.label))
        questions.set(q.label, {
          id: q.label,
          label: q.label,
          max: questionKind(q.kind)?.maxOf(q) ?? 0,
        });
  return {
    questions: [...questions.values()],
    subjects: subjectIds.map((id) => {
      const x = latest.get(id);
      const marks: Record<string, number | null> = {};
      if (x)
        for (const q of formQuestions(x.definition))
          marks[q.label] = x.r.answers[q.id]?.value ?? null;
      return {
        subjectId: id,
        subjectName: x?.r.subjectName ?? '',
        requestId: x?.r.id ?? null,
        period: x?.r.period ?? null,
        percent: x?.r.percent === null || !x ? null : Number(x.r.percent),
        marks,
      };
    }),
  };
}

// Follow-up actions

export async function createAction(
  ctx: AppContext,
  caller: Caller,
  input: { requestId: string; title: string; ownerName: string; dueOn: string },
): Promise<EvaluationFollowUp> {
  const found = await findRequest(ctx.db, caller, input.requestId);
  if (!found) throw notFound();
  if (!holds(caller, 'evaluations:update', found.r)) throw forbidden();
  if (found.r.state !== 'approved')
    throw conflict('evaluations.wrongState', {
      state: translate(caller.locale, `evaluations.state.${found.r.state}`),
    });
  const row = await insertAction(ctx.db, { ...input, createdBy: caller.access.userId });
  ctx.events.changed({
    resource: 'evaluations',
    id: found.r.id,
    action: 'updated',
    scope: placeOf(found.r),
  });
  return row;
}

export function listFollowUps(
  ctx: AppContext,
  caller: Caller,
  f: {
    target?: string | undefined;
    subjectId?: string | undefined;
    requestId?: string | undefined;
    open?: boolean | undefined;
  },
): Promise<{ items: EvaluationActionRow[] }> {
  return listActions(ctx.db, caller, f).then((items) => ({ items }));
}

export async function setActionStatus(
  ctx: AppContext,
  caller: Caller,
  id: string,
  status: 'open' | 'done',
): Promise<EvaluationFollowUp> {
  const action = await findAction(ctx.db, id);
  const found = action ? await findRequest(ctx.db, caller, action.requestId) : null;
  if (!action || !found) throw notFound();
  if (!holds(caller, 'evaluations:update', found.r)) throw forbidden();
  const row = await updateActionStatus(ctx.db, id, status);
  ctx.events.changed({
    resource: 'evaluations',
    id: found.r.id,
    action: 'updated',
    scope: placeOf(found.r),
  });
  return row;
}

/** Where an evaluation lies: its follow-up actions' change events are told there only. */
function placeOf(r: { countryId: string; centreId: string | null; ringId: string | null }) {
  return { countryId: r.countryId, centreId: r.centreId, ringId: r.ringId };
}

// The PDF of one result (documents service)

/**
 * A period ('YYYY-MM', a Gregorian month) by its name in the reader's language, as the screens
 * show it: "November 2026", « novembre 2026 », «نوفمبر ٢٠٢٦» (the document writes the digits).
 */
export function monthName(period: string, lang: string): string {
  if (!/^\d{4}-\d{2}$/.test(period)) return period;
  return new Intl.DateTimeFormat(`${getLocale(lang).intl}-u-ca-gregory-nu-latn`, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${period}-01T00:00:00Z`));
}

export async function resultPdf(ctx: AppContext, caller: Caller, id: string): Promise<Buffer> {
  const d = await readEvaluation(ctx, caller, id);
  if (d.state !== 'approved')
    throw badRequest('evaluations.wrongState', {
      state: translate(caller.locale, `evaluations.state.${d.state}`),
    });
  const lang = caller.locale;
  const tr = (k: string, v?: Record<string, unknown>) => translate(lang, k, v);
  const def: FormDefinition = d.definition;
  const spec: DocumentSpec = {
    language: lang,
    title: `${d.formName} — ${d.subjectName}`,
    blocks: [
      { kind: 'heading', text: d.formName, align: 'center' },
      {
        kind: 'rows',
        rows: [
          { label: tr('evaluations.ui.subject'), value: d.subjectName },
          ...(d.centreName ? [{ label: tr('evaluations.ui.centre'), value: d.centreName }] : []),
          { label: tr('evaluations.ui.period'), value: monthName(d.period, lang) },
          { label: tr('evaluations.ui.evaluator'), value: d.evaluatorName },
          {
            label: tr('evaluations.ui.score'),
            value: `${d.score.total} / ${d.score.max} — ${d.score.percent}%`,
          },
        ],
      },
      { kind: 'space', height: 8 },
      ...def.sections.flatMap((s) => [
        { kind: 'paragraph' as const, text: s.title, bold: true },
        {
          kind: 'table' as const,
          columns: [
            { title: tr('evaluations.ui.paragraph'), width: 4 },
            { title: tr('forms.ui.mark'), width: 1, align: 'center' as const },
            { title: tr('forms.ui.comment'), width: 3 },
          ],
          rows: s.questions.map((q) => [
            q.label,
            `${d.answers[q.id]?.value ?? '—'} / ${questionKind(q.kind)?.maxOf(q) ?? 0}`,
            d.answers[q.id]?.comment ?? '',
          ]),
        },
      ]),
      ...(d.note ? [{ kind: 'paragraph' as const, text: d.note }] : []),
      {
        kind: 'signatures',
        items: [{ title: tr('evaluations.ui.evaluator'), name: d.evaluatorName }],
        atBottom: true,
      },
    ],
    footer: { issuedAt: d.approvedAt ? new Date(d.approvedAt) : new Date() },
  };
  return renderPdf(spec);
}
