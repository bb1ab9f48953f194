import { ruleSetFromTemplate, type RuleSet } from '@qc/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createUser, signIn } from '../identity/identity-helpers.ts';
import { world } from '../students/fixtures.ts';

/**
 * A category's criteria form (the shared form builder's marks: voice, performance) on the
 * judges' sheets: attached with its weight in the rule set (one without the other refused), a
 * mark above a question's maximum or a required one left empty refused with the question named
 * and nothing written, the marks counted in the total by the rule set's weight, blind judging
 * holding for them, the form frozen once answered and locked with the rules once judging starts.
 */

let app: TestApp;
let w: Awaited<ReturnType<typeof world>>;
const as: Record<string, Record<string, string>> = {};
let competitionId = '';
let categoryId = '';
let nominationId = '';
let judges: string[] = [];

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) =>
  app.app.inject({
    method,
    url,
    headers: { ...headers, 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });
const countOf = async (table: typeof t.competitionSheets | typeof t.competitionCategories) =>
  (await app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

const FORM = {
  sections: [
    {
      id: 'delivery',
      title: 'الأداء',
      questions: [
        { id: 'voice', kind: 'mark', label: 'حسن الصوت', max: 5, weight: 1, required: true },
        { id: 'stops', kind: 'mark', label: 'الوقف والابتداء', max: 5, weight: 1, required: true },
      ],
    },
  ],
};
/** Memorisation 70, tajweed 20 and the criteria form worth 10. */
const RULES: RuleSet = (() => {
  const r = ruleSetFromTemplate('standard');
  r.criteria = r.criteria.filter((c) => c.key !== 'tartil');
  r.criteria.push({
    key: 'delivery',
    kind: 'form',
    max: 10,
    label: { ar: 'الأداء', en: 'Delivery', fr: 'Interprétation' },
  });
  return r;
})();

beforeAll(async () => {
  app = await createTestApp();
  w = await world(app);
  const { country, a } = w.org;
  const tester = async () => {
    const u = await createUser(app, {
      assignments: [{ role: 'tester', level: 'country', countryId: country.id }],
    });
    return { id: u.id, h: bearer((await signIn(app, u.email)).accessToken) };
  };
  const cm = await createUser(app, {
    assignments: [{ role: 'country_manager', level: 'country', countryId: country.id }],
  });
  as.country = bearer((await signIn(app, cm.email)).accessToken);
  const j1 = await tester();
  const j2 = await tester();
  as.j1 = j1.h;
  as.j2 = j2.h;
  await app.ctx.db
    .update(t.students)
    .set({ birthDate: '2015-03-01', levelAtEntry: 'جزء عم', joinedOn: '2024-09-01' })
    .where(eq(t.students.id, a.students[0]!.id));
  const created = await call('POST', '/api/competitions', as.country, {
    name: 'مسابقة الأداء',
    season: '1448',
    scope: 'country',
    countryId: country.id,
    startsOn: '2026-11-01',
    endsOn: '2026-12-31',
  });
  expect(created.statusCode, created.body).toBe(201);
  competitionId = created.json().id;
  judges = [j1.id, j2.id];
});
afterAll(async () => app?.close());

describe('a category’s criteria form', () => {
  it('is attached with its weight in the rule set; one without the other is refused', async () => {
    const url = `/api/competitions/${competitionId}/categories`;
    const base = { name: 'جزء عم', fromJuz: 30, toJuz: 30, referenceDate: '2026-12-01' };
    const before = await countOf(t.competitionCategories);
    const noCriterion = await call('POST', url, as.country!, { ...base, criteriaForm: FORM });
    expect(noCriterion.statusCode).toBe(400);
    expect(noCriterion.json().error.fields.criteriaForm.code).toBe(
      'competitions.errors.formCriterion',
    );
    const noForm = await call('POST', url, as.country!, { ...base, ruleSet: RULES });
    expect(noForm.statusCode).toBe(400);
    expect(await countOf(t.competitionCategories)).toBe(before);
    const res = await call('POST', url, as.country!, {
      ...base,
      ruleSet: RULES,
      criteriaForm: FORM,
      passages: 2,
    });
    expect(res.statusCode, res.body).toBe(201);
    const category = res.json().categoriesList[0];
    categoryId = category.id;
    expect(category.criteriaForm.sections[0].questions.map((q: { id: string }) => q.id)).toEqual([
      'voice',
      'stops',
    ]);
    const [j1, j2] = judges;
    for (const [userId, head] of [
      [j1, true],
      [j2, false],
    ] as const)
      expect(
        (
          await call('POST', `/api/competition-categories/${categoryId}/judges`, as.country!, {
            userId,
            head,
          })
        ).statusCode,
      ).toBe(201);
    const nominated = await call('POST', '/api/competition-nominations', as.country!, {
      categoryId,
      studentId: w.org.a.students[0]!.id,
    });
    expect(nominated.statusCode, nominated.body).toBe(201);
    nominationId = nominated.json().id;
    for (const action of ['open-registration', 'start-judging'])
      expect(
        (
          await call(
            'POST',
            `/api/competitions/${competitionId}/actions/${action}`,
            as.country!,
            {},
          )
        ).statusCode,
      ).toBe(200);
  });

  it('shows the form on the judge’s sheet and refuses a mark above a question’s maximum', async () => {
    const view = await call('GET', `/api/competition-judging/${categoryId}`, as.j1!);
    expect(view.json().criteriaForm.sections[0].questions[0]).toMatchObject({
      id: 'voice',
      max: 5,
    });
    const before = await countOf(t.competitionSheets);
    const high = await call('PUT', '/api/competition-sheets', as.j1!, {
      nominationId,
      events: [],
      marks: {},
      formAnswers: { voice: { value: 6 }, stops: { value: 3 } },
    });
    expect(high.statusCode).toBe(400);
    expect(high.json().error.code).toBe('competitions.errors.formMarks');
    expect(high.json().error.fields['formAnswers.voice'].code).toBe('forms.aboveMax');
    expect(high.json().error.message).toContain('حسن الصوت');
    const unknown = await call('PUT', '/api/competition-sheets', as.j1!, {
      nominationId,
      events: [],
      marks: {},
      formAnswers: { tone: { value: 1 } },
    });
    expect(unknown.statusCode).toBe(400);
    expect(await countOf(t.competitionSheets)).toBe(before);
  });

  it('counts the form’s marks by the rule set’s weight; a required one is needed to submit', async () => {
    // Voice 4/5 and stops 3/5: 70 % of the criterion's 10 points, with 70 and 20 untouched.
    const saved = await call('PUT', '/api/competition-sheets', as.j1!, {
      nominationId,
      events: [],
      marks: {},
      formAnswers: { voice: { value: 4 } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const missing = await call(
      'POST',
      `/api/competition-sheets/${saved.json().id}/submit`,
      as.j1!,
      {},
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields['formAnswers.stops'].code).toBe('forms.required');
    const full = await call('PUT', '/api/competition-sheets', as.j1!, {
      nominationId,
      events: [],
      marks: {},
      formAnswers: { voice: { value: 4 }, stops: { value: 3 } },
      version: saved.json().version,
    });
    expect(full.json()).toMatchObject({ total: 97, formAnswers: { voice: { value: 4 } } });
    const submitted = await call(
      'POST',
      `/api/competition-sheets/${full.json().id}/submit`,
      as.j1!,
      {},
    );
    expect(submitted.json()).toMatchObject({ state: 'submitted', total: 97 });
    const [row] = await app.ctx.db
      .select()
      .from(t.competitionSheets)
      .where(eq(t.competitionSheets.id, full.json().id));
    expect(row!.criteria).toMatchObject({ memorisation: 70, tajweed: 20, delivery: 7 });
    const [revision] = await app.ctx.db
      .select()
      .from(t.competitionSheetRevisions)
      .where(eq(t.competitionSheetRevisions.sheetId, row!.id));
    expect(revision!.formAnswers).toEqual({ voice: { value: 4 }, stops: { value: 3 } });
    // The version answered on is frozen: the shared storage refuses changing it.
    const [version] = await app.ctx.db
      .select()
      .from(t.formVersions)
      .where(eq(t.formVersions.id, row!.formVersionId!));
    expect(version!.answered).toBe(true);
  });

  it('blind: another judge sees none of the first judge’s form marks before submitting', async () => {
    const draft = await call('PUT', '/api/competition-sheets', as.j2!, {
      nominationId,
      events: [],
      marks: {},
      formAnswers: { voice: { value: 2.5 }, stops: { value: 1.5 } },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    for (const res of [
      draft,
      await call('GET', `/api/competition-judging/${categoryId}`, as.j2!),
    ]) {
      expect(res.payload).not.toMatch(/"value":4\b/);
      expect(res.payload).not.toMatch(/"value":3\b/);
      expect(res.payload).not.toContain('"total":97');
    }
    const view = (await call('GET', `/api/competition-judging/${categoryId}`, as.j2!)).json();
    expect(view.contestants[0].others).toEqual([]);
    expect(view.contestants[0].mine.formAnswers).toEqual({
      voice: { value: 2.5 },
      stops: { value: 1.5 },
    });
  });

  it('cannot change once judging has started', async () => {
    const res = await call('PATCH', `/api/competition-categories/${categoryId}`, as.country!, {
      criteriaForm: null,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('competitions.errors.rulesLocked');
  });
});
