import { randomBytes } from 'node:crypto';
import {
  categoryInput,
  categoryPatch,
  COMPETITION_LIFECYCLE,
  competitionInput,
  competitionListQuery,
  competitionPatch,
  competitionReasonInput,
  drawOrder,
  drawPassages,
  hasFormCriterion,
  panelInput,
  passageSeed,
  portionOf,
  RESULTS_FROZEN,
  RULES_EDITABLE,
  ruleSetFromTemplate,
  type CategoryView,
  type CompetitionAction,
  type CompetitionDetail,
  type CompetitionRow,
  type FormDefinition,
  type ListPage,
  type RuleSet,
  type RuleSetTemplate,
} from '@qc/domain';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { createForm, findCurrentVersion, saveFormVersion } from '../../forms/forms.service.ts';
import { conflict, forbidden, notFound, parseInput, validationFailed } from '../../http/errors.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites, type Writes } from '../../resources/resource.service.ts';
import {
  createIn,
  holdsOver,
  insertOwned,
  lockOwned,
  runTransition,
  updateOwned,
} from '../../workflow/index.ts';
import {
  acceptedIn,
  acceptedOfCompetition,
  categoriesOf,
  categoriesTable,
  categoryById,
  categoryIs,
  centreOf,
  competitionIs,
  competitionsVisible,
  conditions as and_,
  competitionsTable,
  judgesOf,
  judgesTable,
  judgeOn,
  listCompetitionRows,
  nominationCountsByCategory,
  nominationIs,
  nominationsTable,
  nominationsWhere,
  placeNameOf,
  projectIdByCode,
  userForJudging,
  userOfEmployee,
  visibleCompetition,
  type CompetitionDbRow,
} from './competitions.repository.ts';
import { publishWinners } from './after-results.service.ts';
import { computeResults } from './results.service.ts';

/** A competition's place, for the caller's rights over it. */
export const placeOf = (c: { countryId: string | null; centreId: string | null }) => ({
  countryId: c.countryId,
  centreId: c.centreId,
});

/** Whether the caller runs this competition (its settings, categories, panels, states). */
export const canManage = (caller: Caller, c: CompetitionDbRow) =>
  holdsOver(caller, 'competitions:update', placeOf(c));

const missing = () => notFound('competitions.errors.notFound');

/** The competition, if the caller's `competitions:read` scope sees it (404 otherwise). */
export async function requireCompetition(
  db: Db,
  caller: Caller,
  id: string,
): Promise<CompetitionDbRow> {
  const c = await visibleCompetition(db, id, caller.access.scopeFor('competitions:read'));
  if (!c) throw missing();
  return c;
}

/** The caller's visibility of competitions, as a condition (the kit's lock). */
const visibleTo = (caller: Caller, id: string) =>
  and_(competitionIs(id), competitionsVisible(caller.access.scopeFor('competitions:read')));

function toRow(
  c: CompetitionDbRow,
  extra: { placeName: string | null; categories: number; nominations: number },
  maherProjectId: string | null,
): CompetitionRow {
  return {
    id: c.id,
    name: c.name,
    season: c.season,
    scope: c.scope,
    countryId: c.countryId,
    centreId: c.centreId,
    placeName: extra.placeName,
    maher: c.projectId !== null && c.projectId === maherProjectId,
    startsOn: c.startsOn,
    endsOn: c.endsOn,
    state: c.state,
    categories: extra.categories,
    nominations: extra.nominations,
    version: c.version,
  };
}

/**
 * Competitions are announcements: whoever reads competitions sees the list (a centre nominates
 * into a country's competition); what each may do with one is checked per action.
 */
export async function listCompetitions(
  ctx: AppContext,
  caller: Caller,
  raw: unknown,
): Promise<ListPage<CompetitionRow>> {
  const f = parseInput(competitionListQuery, raw);
  const maherProjectId = await projectIdByCode(ctx.db, 'maher');
  const { rows, total } = await listCompetitionRows(
    ctx.db,
    { ...f, maherProjectId },
    caller.access.scopeFor('competitions:read'),
    f,
  );
  return {
    items: rows.map((r) =>
      toRow(
        r.c,
        {
          placeName: r.centreName ?? r.countryName ?? null,
          categories: Number(r.categories),
          nominations: Number(r.nominations),
        },
        maherProjectId,
      ),
    ),
    total,
    page: f.page,
    pageSize: f.pageSize,
  };
}

export async function readCompetition(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<CompetitionDetail> {
  const c = await requireCompetition(ctx.db, caller, id);
  // One query after another: the detail is also read inside a transaction (after a change, and
  // by the demo's seeding), whose single connection must not be given two queries at once.
  const categories = await categoriesOf(ctx.db, id);
  const judges = await judgesOf(ctx.db, id);
  const counts = await nominationCountsByCategory(ctx.db, id);
  const placeName = await placeNameOf(ctx.db, c);
  const maherProjectId = await projectIdByCode(ctx.db, 'maher');
  const forms: Array<Awaited<ReturnType<typeof criteriaFormOf>>> = [];
  for (const k of categories) forms.push(await criteriaFormOf(ctx.db, k.formFamilyId));
  const categoriesList: CategoryView[] = categories.map((k, i) => ({
    id: k.id,
    name: k.name,
    fromJuz: k.fromJuz,
    toJuz: k.toJuz,
    minAge: k.minAge,
    maxAge: k.maxAge,
    referenceDate: k.referenceDate,
    gender: k.gender,
    ruleSet: k.ruleSet,
    criteriaForm: forms[i]?.definition ?? null,
    passages: k.passages,
    passageLength: k.passageLength,
    judges: judges
      .filter((j) => j.categoryId === k.id)
      .map((j) => ({ userId: j.userId, name: j.name, head: j.head })),
    nominations: counts.get(k.id) ?? 0,
    version: k.version,
  }));
  const total = [...counts.values()].reduce((s, n) => s + n, 0);
  const actions = COMPETITION_LIFECYCLE.actionsFrom(c.state).filter((a) =>
    holdsOver(caller, COMPETITION_LIFECYCLE.actions[a].permission, placeOf(c)),
  );
  return {
    ...toRow(c, { placeName, categories: categories.length, nominations: total }, maherProjectId),
    aggregation: c.aggregation,
    tieBreaks: c.tieBreaks,
    divergenceMargin: c.divergenceMargin,
    excludePreviousWinners: c.excludePreviousWinners,
    perCentreCap: c.perCentreCap,
    prizes: c.prizes,
    currency: c.currency,
    publicResults: c.publicResults,
    liveHall: c.liveHall,
    drawSeed: c.drawSeed,
    registrationLink: c.registrationLink,
    categoriesList,
    actions,
    canNominate:
      caller.access.can('competition-nominations:create') &&
      (c.state === 'draft' || c.state === 'registration'),
    canManage: canManage(caller, c),
  };
}

/** The place columns from the chosen scope (a centre's country is the centre's). */
async function placeFromInput(
  db: Db,
  f: {
    scope: 'organisation' | 'country' | 'centre';
    countryId?: string | null | undefined;
    centreId?: string | null | undefined;
  },
) {
  if (f.scope === 'organisation') return { countryId: null, centreId: null };
  if (f.scope === 'country') {
    if (!f.countryId) throw validationFailed({ countryId: { code: 'competitions.errors.place' } });
    return { countryId: f.countryId, centreId: null };
  }
  const centre = f.centreId ? await centreOf(db, f.centreId) : undefined;
  if (!centre) throw validationFailed({ centreId: { code: 'competitions.errors.place' } });
  return { countryId: centre.countryId, centreId: centre.id };
}

export async function createCompetition(
  ctx: AppContext,
  caller: Caller,
  raw: unknown,
): Promise<CompetitionDetail> {
  const f = parseInput(competitionInput, raw);
  if (f.endsOn < f.startsOn)
    throw validationFailed({ endsOn: { code: 'competitions.errors.dates' } });
  if (f.prizes.some((p) => p > 0) && !f.currency)
    throw validationFailed({ currency: { code: 'competitions.errors.currency' } });
  const place = await placeFromInput(ctx.db, f);
  const projectId = f.maher ? await projectIdByCode(ctx.db, 'maher') : null;
  const row = await withWrites(ctx, caller, (w) =>
    createIn(w, {
      binding: competitionsTable,
      lifecycle: COMPETITION_LIFECYCLE,
      action: 'create',
      values: {
        scope: f.scope,
        ...place,
        projectId,
        name: f.name,
        season: f.season,
        startsOn: f.startsOn,
        endsOn: f.endsOn,
        aggregation: f.aggregation,
        tieBreaks: f.tieBreaks,
        divergenceMargin: f.divergenceMargin,
        excludePreviousWinners: f.excludePreviousWinners,
        perCentreCap: f.perCentreCap ?? null,
        prizes: f.prizes,
        currency: f.currency ?? null,
        publicResults: f.publicResults,
        liveHall: f.liveHall,
      },
    }),
  );
  return readCompetition(ctx, caller, row.id);
}

/** Locks a competition the caller runs (404 unknown, 403 not theirs). */
async function lockManaged(w: Writes, caller: Caller, id: string) {
  const c = await lockOwned(w, competitionsTable, id, visibleTo(caller, id), missing);
  if (!canManage(caller, c)) throw forbidden();
  return c;
}

export async function updateCompetition(
  ctx: AppContext,
  caller: Caller,
  id: string,
  raw: unknown,
): Promise<CompetitionDetail> {
  const f = parseInput(competitionPatch.extend({ version: z.number().int().optional() }), raw);
  await withWrites(ctx, caller, async (w) => {
    const c = await lockManaged(w, caller, id);
    if (RESULTS_FROZEN.includes(c.state)) throw conflict('competitions.errors.rulesLocked');
    const next = { startsOn: f.startsOn ?? c.startsOn, endsOn: f.endsOn ?? c.endsOn };
    if (next.endsOn < next.startsOn)
      throw validationFailed({ endsOn: { code: 'competitions.errors.dates' } });
    if ((f.prizes ?? c.prizes).some((p) => p > 0) && !(f.currency ?? c.currency))
      throw validationFailed({ currency: { code: 'competitions.errors.currency' } });
    // The scoring rules (how sheets are combined, ties broken, divergences flagged) are fixed
    // once judging starts, like the categories' rule sets: a change is refused, the same value
    // sent again (a form saved whole) is not a change.
    if (
      !RULES_EDITABLE.includes(c.state) &&
      ((f.divergenceMargin !== undefined && f.divergenceMargin !== c.divergenceMargin) ||
        (f.aggregation !== undefined && f.aggregation !== c.aggregation) ||
        (f.tieBreaks !== undefined && f.tieBreaks.join() !== c.tieBreaks.join()))
    )
      throw conflict('competitions.errors.rulesLocked');
    const changes: Partial<CompetitionDbRow> = {};
    for (const k of [
      'name',
      'season',
      'startsOn',
      'endsOn',
      'aggregation',
      'tieBreaks',
      'divergenceMargin',
      'excludePreviousWinners',
      'perCentreCap',
      'prizes',
      'currency',
      'publicResults',
      'liveHall',
    ] as const)
      if (f[k] !== undefined) (changes as Record<string, unknown>)[k] = f[k];
    await updateOwned(w, competitionsTable, c, changes, {
      ...(f.version !== undefined ? { expectedVersion: f.version } : {}),
    });
  });
  return readCompetition(ctx, caller, id);
}

/** The shared form storage's owner of the categories' criteria forms. */
export const CRITERIA_FORM_OWNER = 'competitions';

/** A category's criteria form (its current version), if it has one. */
export async function criteriaFormOf(db: Db, familyId: string | null, forUpdate = false) {
  return familyId ? findCurrentVersion(db, CRITERIA_FORM_OWNER, familyId, forUpdate) : null;
}

/**
 * Stores a category's criteria form in the shared storage (a new family, or a new content of its
 * family: in place while no judge has answered it) and answers the family; null removes it.
 * A rule set scores a criteria form through its `form` criterion: one without the other is
 * refused (400 on `criteriaForm`).
 */
async function storeCriteriaForm(
  w: Writes,
  caller: Caller,
  name: string,
  familyId: string | null,
  definition: FormDefinition | null,
  ruleSet: RuleSet,
): Promise<string | null> {
  if (hasFormCriterion(ruleSet) !== (definition !== null))
    throw validationFailed({ criteriaForm: { code: 'competitions.errors.formCriterion' } });
  if (!definition) return null;
  const content = { name, subject: 'competition-criteria', allowSelf: false, definition };
  if (familyId) {
    await saveFormVersion(w.tx, CRITERIA_FORM_OWNER, familyId, content, caller.access.userId);
    return familyId;
  }
  return (await createForm(w.tx, CRITERIA_FORM_OWNER, content, caller.access.userId)).familyId;
}

function ruleSetOf(
  f: { template?: string | undefined; ruleSet?: RuleSet | undefined },
  maher: boolean,
): RuleSet {
  if (f.ruleSet) return f.ruleSet;
  return ruleSetFromTemplate(
    (f.template as RuleSetTemplate | undefined) ?? (maher ? 'maher' : 'standard'),
  );
}

export async function addCategory(
  ctx: AppContext,
  caller: Caller,
  competitionId: string,
  raw: unknown,
): Promise<CompetitionDetail> {
  const f = parseInput(categoryInput, raw);
  if (f.toJuz < f.fromJuz)
    throw validationFailed({ toJuz: { code: 'competitions.errors.juzRange' } });
  if (f.minAge != null && f.maxAge != null && f.maxAge < f.minAge)
    throw validationFailed({ maxAge: { code: 'competitions.errors.ages' } });
  await withWrites(ctx, caller, async (w) => {
    const c = await lockManaged(w, caller, competitionId);
    if (!RULES_EDITABLE.includes(c.state)) throw conflict('competitions.errors.rulesLocked');
    const ruleSet = ruleSetOf(f, c.projectId !== null);
    const formFamilyId = await storeCriteriaForm(
      w,
      caller,
      f.name,
      null,
      f.criteriaForm ?? null,
      ruleSet,
    );
    await insertOwned(
      w,
      categoriesTable,
      {
        formFamilyId,
        competitionId,
        countryId: c.countryId,
        centreId: c.centreId,
        name: f.name,
        fromJuz: f.fromJuz,
        toJuz: f.toJuz,
        minAge: f.minAge ?? null,
        maxAge: f.maxAge ?? null,
        referenceDate: f.referenceDate,
        gender: f.gender ?? null,
        ruleSet,
        passages: f.passages,
        passageLength: f.passageLength,
      },
      { permission: 'competitions:update' },
    );
  });
  return readCompetition(ctx, caller, competitionId);
}

/** A category's settings; refused once judging has started (the rule set its sheets use). */
export async function updateCategory(
  ctx: AppContext,
  caller: Caller,
  id: string,
  raw: unknown,
): Promise<CompetitionDetail> {
  const f = parseInput(categoryPatch, raw);
  const category = await categoryById(ctx.db, id);
  if (!category) throw notFound('competitions.errors.categoryNotFound');
  await withWrites(ctx, caller, async (w) => {
    const c = await lockManaged(w, caller, category.competitionId);
    if (!RULES_EDITABLE.includes(c.state)) throw conflict('competitions.errors.rulesLocked');
    const k = await lockOwned(w, categoriesTable, id, categoryIs(id));
    const fromJuz = f.fromJuz ?? k.fromJuz;
    const toJuz = f.toJuz ?? k.toJuz;
    if (toJuz < fromJuz)
      throw validationFailed({ toJuz: { code: 'competitions.errors.juzRange' } });
    const changes: Record<string, unknown> = {};
    for (const key of [
      'name',
      'fromJuz',
      'toJuz',
      'minAge',
      'maxAge',
      'referenceDate',
      'gender',
      'passages',
      'passageLength',
    ] as const)
      if (f[key] !== undefined) changes[key] = f[key];
    if (f.ruleSet || f.template) changes.ruleSet = ruleSetOf(f, c.projectId !== null);
    if (changes.ruleSet !== undefined || f.criteriaForm !== undefined) {
      const current = await criteriaFormOf(w.tx, k.formFamilyId);
      const definition =
        f.criteriaForm === undefined ? (current?.definition ?? null) : f.criteriaForm;
      const familyId = await storeCriteriaForm(
        w,
        caller,
        f.name ?? k.name,
        k.formFamilyId,
        definition,
        (changes.ruleSet as RuleSet | undefined) ?? k.ruleSet,
      );
      if (familyId !== k.formFamilyId) changes.formFamilyId = familyId;
    }
    await updateOwned(w, categoriesTable, k, changes);
  });
  return readCompetition(ctx, caller, category.competitionId);
}

/** Puts a judge on a category's panel (one head judge per panel). */
export async function addJudge(
  ctx: AppContext,
  caller: Caller,
  categoryId: string,
  raw: unknown,
): Promise<CompetitionDetail> {
  const f = parseInput(panelInput, raw);
  const category = await categoryById(ctx.db, categoryId);
  if (!category) throw notFound('competitions.errors.categoryNotFound');
  await withWrites(ctx, caller, async (w) => {
    const c = await lockManaged(w, caller, category.competitionId);
    if (RESULTS_FROZEN.includes(c.state)) throw conflict('competitions.errors.rulesLocked');
    const userId = f.userId ?? (f.employeeId ? await userOfEmployee(w.tx, f.employeeId) : null);
    const user = userId ? await userForJudging(w.tx, userId) : undefined;
    if (!user)
      throw validationFailed({
        [f.employeeId ? 'employeeId' : 'userId']: { code: 'competitions.errors.judgeUser' },
      });
    if (await judgeOn(w.tx, categoryId, user.id))
      throw conflict('competitions.errors.alreadyJudge');
    if (f.head)
      for (const j of await judgesOf(w.tx, c.id))
        if (j.categoryId === categoryId && j.head) {
          const row = await lockOwned(w, judgesTable, j.id, undefined);
          await updateOwned(w, judgesTable, row, { head: false });
        }
    await insertOwned(
      w,
      judgesTable,
      {
        competitionId: c.id,
        categoryId,
        countryId: c.countryId,
        centreId: c.centreId,
        userId: user.id,
        head: f.head,
      },
      { permission: 'competitions:update' },
    );
  });
  return readCompetition(ctx, caller, category.competitionId);
}

/**
 * The draw, when judging starts: per category, draw numbers for the accepted contestants and
 * their passages from the category's portion, all from one seed kept on the competition and in
 * the event row (so the draw can be redone and compared).
 */
async function draw(w: Writes, c: CompetitionDbRow): Promise<string> {
  const seed = randomBytes(12).toString('hex');
  const categories = await categoriesOf(w.tx, c.id);
  let contestants = 0;
  for (const k of categories) {
    const nominations = await nominationsWhere(w.tx, acceptedIn(k.id));
    contestants += nominations.length;
    const order = drawOrder(
      `${seed}:${k.id}`,
      nominations.map((n) => n.n.id),
    );
    for (const n of nominations) {
      const drawNumber = order.get(n.n.id)!;
      const row = await lockOwned(w, nominationsTable, n.n.id, nominationIs(n.n.id));
      await updateOwned(
        w,
        nominationsTable,
        row,
        {
          drawNumber,
          passages: drawPassages(
            passageSeed(`${seed}:${k.id}`, drawNumber),
            portionOf(k.fromJuz, k.toJuz),
            k.passages,
            k.passageLength,
          ),
        },
        { audit: { action: 'draw' } },
      );
    }
  }
  if (contestants === 0) throw conflict('competitions.errors.noContestants');
  return seed;
}

/** Freezes the ranking: refused while a sheet is missing, a correction or a divergence is open. */
async function freeze(w: Writes, c: CompetitionDbRow) {
  const results = await computeResults(w.tx, c);
  if (results.missingSheets > 0)
    throw conflict('competitions.errors.sheetsMissing', { count: results.missingSheets });
  if (results.openCorrections > 0) throw conflict('competitions.errors.correctionOpen');
  if (results.openDivergences > 0) throw conflict('competitions.errors.divergenceOpen');
  const nominations = await nominationsWhere(w.tx, acceptedOfCompetition(c.id));
  for (const n of nominations) {
    const r = results.byNomination.get(n.n.id);
    const row = await lockOwned(w, nominationsTable, n.n.id, nominationIs(n.n.id));
    await updateOwned(
      w,
      nominationsTable,
      row,
      {
        score: r?.score ?? null,
        rank: r?.rank ?? null,
        tied: r?.tied ?? false,
      },
      { audit: { action: 'approve' } },
    );
  }
}

/** A lifecycle action on a competition (the draw at start-judging, the freeze at approval). */
export async function competitionAction(
  ctx: AppContext,
  caller: Caller,
  id: string,
  action: string,
  raw: unknown,
): Promise<CompetitionDetail> {
  if (!COMPETITION_LIFECYCLE.isAction(action)) throw notFound();
  const f = parseInput(competitionReasonInput, raw);
  const act: CompetitionAction = action;
  if (act === 'create') throw notFound();
  await runTransition(ctx, caller, {
    binding: competitionsTable,
    lifecycle: COMPETITION_LIFECYCLE,
    action: act,
    id,
    visible: visibleTo(caller, id),
    missing,
    wrongState: () =>
      act === 'publish'
        ? conflict('competitions.errors.notApproved')
        : conflict('competitions.errors.wrongState'),
    work: async (w, c) => {
      if (act === 'start-judging') {
        const seed = await draw(w, c);
        return { changes: { drawSeed: seed }, event: { seed } };
      }
      if (act === 'approve') {
        await freeze(w, c);
        return {
          changes: { approvedBy: caller.access.userId, approvedAt: new Date().toISOString() },
        };
      }
      if (act === 'publish') {
        await publishWinners(ctx, w, caller, c);
        return { changes: { publishedAt: new Date().toISOString() } };
      }
      return { reason: f.reason ?? null };
    },
  });
  return readCompetition(ctx, caller, id);
}
