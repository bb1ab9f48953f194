import {
  completenessOf,
  monthlyCompletenessQuery,
  METRIC_KEYS,
  MONTHLY_REPORT_DECISIONS,
  MONTHLY_REPORT_EDITABLE,
  MONTHLY_REPORT_LIFECYCLE,
  monthEnded,
  monthlyReportCreateInput,
  monthlyReportDecisionInput,
  monthlyReportDue,
  monthlyReportListQuery,
  monthlyReportNarrativeInput,
  monthPeriod,
  type Completeness,
  type ListPage,
  type MonthlyFigures,
  type MonthlyReportDecision,
  type MonthlyReportDetail,
  type MonthlyReportRow,
} from '@qc/domain';
import type { Scope } from '../../access/access-types.ts';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import type { AppError } from '../../http/errors.ts';
import { conflict, forbidden, notFound, parseInput, validationFailed } from '../../http/errors.ts';
import { metricValue } from '../../metrics/metrics.service.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites } from '../../resources/resource.service.ts';
import {
  createIn,
  holdsOver,
  lockOwned,
  readVisibility,
  runTransition,
  updateOwned,
} from '../../workflow/index.ts';
import {
  centreOf,
  childrenOf,
  completenessRows,
  countryExists,
  eventsOf,
  findReport,
  listReports,
  reportById,
  reportRow,
  monthlyReportsTable as binding,
  type MonthlyReportDbRow,
} from './monthly-reports.repository.ts';

/** Today (UTC), `YYYY-MM-DD`: months and due days are counted in UTC. */
const today = () => new Date().toISOString().slice(0, 10);
const notEnded = () => validationFailed({ month: { code: 'reports.errors.monthNotEnded' } });

/** The place a report speaks for, as a scope: its centre, its country, or everything. */
function placeScope(r: Pick<MonthlyReportDbRow, 'level' | 'countryId' | 'centreId'>): Scope {
  if (r.level === 'organisation') return { all: true };
  const none = { all: false as const, countryIds: [], centreIds: [], ringIds: [] };
  return r.level === 'country'
    ? { ...none, countryIds: [r.countryId!] }
    : { ...none, centreIds: [r.centreId!] };
}

/**
 * Every figure of the registry for the report's place and month, through the one reader of
 * figures (`metricValue`): the live figures of a draft, frozen into the report when submitted.
 */
export async function reportFigures(
  db: Db,
  r: Pick<MonthlyReportDbRow, 'level' | 'countryId' | 'centreId' | 'month'>,
): Promise<MonthlyFigures> {
  const scope = placeScope(r);
  const period = monthPeriod(r.month);
  const out: MonthlyFigures = {};
  for (const key of METRIC_KEYS) {
    const v = await metricValue(db, scope, key, period);
    out[key] = {
      value: v.value,
      ...(v.byCurrency ? { byCurrency: v.byCurrency } : {}),
      ...(v.parts ? { parts: v.parts } : {}),
    };
  }
  return out;
}

/**
 * Whether the caller approves at the level above the report: a centre's report by whoever
 * approves over its country (a country manager, the organisation); a country's and the
 * organisation's by the organisation's approvers. A centre manager never approves their centre's.
 */
function approvesAbove(caller: Caller, r: MonthlyReportDbRow): boolean {
  const access = caller.access;
  if (!access.can('monthly-reports:approve')) return false;
  const scope = access.scopeFor('monthly-reports:approve');
  if (scope.all) return true;
  return r.level === 'centre' && !!r.countryId && scope.countryIds.includes(r.countryId);
}

/** The refusal of `action` on `r` for the caller, or undefined when they may. */
function refusalOf(
  caller: Caller,
  r: MonthlyReportDbRow,
  action: MonthlyReportDecision,
): AppError | undefined {
  if (action === 'submit')
    return holdsOver(caller, 'monthly-reports:update', binding.scopeOf(r))
      ? undefined
      : forbidden('reports.errors.notYourReport');
  if (!approvesAbove(caller, r)) return forbidden('reports.errors.levelAbove');
  if (action === 'approve' && r.submittedBy === caller.access.userId)
    return forbidden('reports.errors.ownReport');
  return undefined;
}

/** The report one level up of the same month (a centre's country, a country's organisation). */
function parentOf(db: Db, r: MonthlyReportDbRow) {
  if (r.level === 'centre') return findReport(db, 'country', r.month, r.countryId, null);
  if (r.level === 'country') return findReport(db, 'organisation', r.month, null, null);
  return Promise.resolve(null);
}

/** Opens the report of a place for an ended month: the existing one, or a new draft. */
export async function openReport(
  ctx: AppContext,
  caller: Caller,
  raw: unknown,
): Promise<MonthlyReportDetail> {
  const input = parseInput(monthlyReportCreateInput, raw);
  if (!monthEnded(input.month, today())) throw notEnded();
  let countryId: string | null = null;
  let centreId: string | null = null;
  if (input.level === 'centre') {
    const centre = await centreOf(ctx.db, input.centreId!);
    if (!centre) throw notFound();
    centreId = centre.id;
    countryId = centre.countryId;
  } else if (input.level === 'country') {
    if (!(await countryExists(ctx.db, input.countryId!))) throw notFound();
    countryId = input.countryId!;
  }
  if (!holdsOver(caller, 'monthly-reports:read', { countryId, centreId }))
    throw forbidden('reports.errors.notYourReport');
  const existing = await findReport(ctx.db, input.level, input.month, countryId, centreId);
  if (existing) return reportDetail(ctx, caller, existing.id);
  const row = await withWrites(ctx, caller, (w) =>
    createIn(w, {
      binding,
      lifecycle: MONTHLY_REPORT_LIFECYCLE,
      action: 'create',
      values: {
        level: input.level,
        month: input.month,
        countryId,
        centreId,
        createdBy: caller.access.userId,
      },
    }),
  );
  return reportDetail(ctx, caller, row.id);
}

/** Writes the narrative of a draft or returned report (a submitted or approved one is locked). */
export async function writeNarrative(
  ctx: AppContext,
  caller: Caller,
  id: string,
  raw: unknown,
): Promise<MonthlyReportDetail> {
  const input = parseInput(monthlyReportNarrativeInput, raw);
  await withWrites(ctx, caller, async (w) => {
    const row = await lockOwned(w, binding, id, readVisibility(caller, binding));
    if (!MONTHLY_REPORT_EDITABLE.includes(row.state))
      throw conflict('reports.errors.locked', { state: row.state });
    const changes: Partial<MonthlyReportDbRow> = {};
    if (input.achievements !== undefined) changes.achievements = input.achievements;
    if (input.problems !== undefined) changes.problems = input.problems;
    if (input.needs !== undefined) changes.needs = input.needs;
    return updateOwned(w, binding, row, changes, {
      expectedVersion: input.version,
      permission: 'monthly-reports:update',
    });
  });
  return reportDetail(ctx, caller, id);
}

/**
 * Submits, approves, returns or reopens a report, level by level: submitting freezes the
 * figures (a country's only once all its centres' are approved, the organisation's once all
 * countries' are); approving is for the level above and never the submitter; returning and
 * reopening an approved report need a reason, and an approved report whose level above is
 * already submitted or approved cannot be reopened.
 */
export async function decideReport(
  ctx: AppContext,
  caller: Caller,
  id: string,
  action: string,
  raw: unknown,
): Promise<MonthlyReportDetail> {
  if (!(MONTHLY_REPORT_DECISIONS as readonly string[]).includes(action)) throw notFound();
  const decision = action as MonthlyReportDecision;
  const input = parseInput(monthlyReportDecisionInput, raw ?? {});
  await runTransition(ctx, caller, {
    binding,
    lifecycle: MONTHLY_REPORT_LIFECYCLE,
    action: decision,
    id,
    refusal: (r) => refusalOf(caller, r, decision),
    wrongState: (state) => conflict('reports.errors.wrongState', { state }),
    work: async (w, r) => {
      if (input.version !== undefined && input.version !== r.version) throw conflict();
      const link = `/center-report-component?id=${r.id}`;
      const tell = (titleKey: string) =>
        r.submittedBy && r.submittedBy !== caller.access.userId
          ? { userIds: [r.submittedBy], titleKey, values: { month: r.month }, link }
          : null;
      if (decision === 'submit') {
        if (!monthEnded(r.month, today())) throw notEnded();
        if (r.level !== 'centre') {
          const below = await childrenOf(w.tx, r.level, r.month, r.countryId, caller.locale);
          const waiting = below.filter((c) => c.state !== 'approved').length;
          if (below.length === 0 || waiting > 0)
            throw conflict('reports.errors.belowPending', { count: waiting });
        }
        const now = new Date().toISOString();
        return {
          changes: {
            figures: await reportFigures(w.tx, r),
            submittedBy: caller.access.userId,
            submittedAt: now,
            firstSubmittedAt: r.firstSubmittedAt ?? now,
            returnReason: null,
          },
        };
      }
      if (decision === 'approve')
        return {
          changes: { approvedBy: caller.access.userId, approvedAt: new Date().toISOString() },
          notify: tell('reports.notify.approved'),
        };
      if (decision === 'reopen') {
        const parent = await parentOf(w.tx, r);
        if (parent && (parent.state === 'submitted' || parent.state === 'approved'))
          throw conflict('reports.errors.aboveLocked');
      }
      return {
        reason: input.reason ?? null,
        changes: {
          returnReason: input.reason ?? null,
          ...(decision === 'reopen' ? { approvedBy: null, approvedAt: null } : {}),
        },
        notify: tell('reports.notify.returned'),
      };
    },
  });
  return reportDetail(ctx, caller, id);
}

/** A report with its figures (frozen once submitted, live before), narrative and history. */
export async function reportDetail(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<MonthlyReportDetail> {
  const row = await reportById(ctx.db, id, readVisibility(caller, binding));
  if (!row) throw notFound();
  const live = MONTHLY_REPORT_EDITABLE.includes(row.state);
  const [base, figures, children, events] = await Promise.all([
    reportRow(ctx.db, id, caller.locale),
    live || !row.figures ? reportFigures(ctx.db, row) : Promise.resolve(row.figures),
    childrenOf(ctx.db, row.level, row.month, row.countryId, caller.locale),
    eventsOf(ctx.db, id),
  ]);
  const actions = MONTHLY_REPORT_LIFECYCLE.actionsFrom(row.state).filter(
    (a): a is MonthlyReportDecision =>
      (MONTHLY_REPORT_DECISIONS as readonly string[]).includes(a) &&
      !refusalOf(caller, row, a as MonthlyReportDecision),
  );
  return {
    ...base,
    achievements: row.achievements,
    problems: row.problems,
    needs: row.needs,
    returnReason: row.returnReason,
    submittedBy: row.submittedBy,
    figures,
    live,
    actions,
    canEdit: live && holdsOver(caller, 'monthly-reports:update', binding.scopeOf(row)),
    children,
    events,
  };
}

/** The reports the caller may read. */
export function listMonthlyReports(
  ctx: AppContext,
  caller: Caller,
  raw: unknown,
): Promise<ListPage<MonthlyReportRow>> {
  const q = parseInput(monthlyReportListQuery, raw);
  const scope = caller.access.can('monthly-reports:read')
    ? caller.access.scopeFor('monthly-reports:read')
    : { all: false as const, countryIds: [], centreIds: [], ringIds: [] };
  return listReports(ctx.db, scope, caller.locale, q);
}

/**
 * The completeness board of a month: every active centre of the caller's scope and how its
 * report stands (on time, late, missing, or pending before the due day). Percentages are over
 * those centres only, so they never pass 100%.
 */
export async function completeness(
  ctx: AppContext,
  caller: Caller,
  raw: unknown,
): Promise<Completeness> {
  const q = parseInput(monthlyCompletenessQuery, raw);
  const scope = caller.access.scopeFor('monthly-reports:read');
  const day = today();
  const rows = (await completenessRows(ctx.db, scope, q.month, q.countryId, caller.locale)).map(
    (r) => ({ ...r, status: completenessOf(q.month, r.firstSubmittedAt, day) }),
  );
  const count = (s: string) => rows.filter((r) => r.status === s).length;
  const onTime = count('on-time');
  const late = count('late');
  const submitted = onTime + late;
  return {
    month: q.month,
    due: monthlyReportDue(q.month),
    centres: rows.length,
    submitted,
    onTime,
    late,
    missing: count('missing'),
    pending: count('pending'),
    approved: rows.filter((r) => r.state === 'approved').length,
    percent: rows.length ? Math.round((submitted * 1000) / rows.length) / 10 : null,
    rows,
  };
}
