import { drawOrder, drawPassages, passageSeed, portionOf, type QuranRange } from '@qc/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createUser, signIn } from '../identity/identity-helpers.ts';
import { world } from '../students/fixtures.ts';

/**
 * The competitions workflow through its API: eligibility refusals and overrides, the draw,
 * recusal, blind judging, locked sheets and corrections, approval with its refusals, and the
 * frozen ranking. One competition is carried through the file, step after step.
 */

let app: TestApp;
let w: Awaited<ReturnType<typeof world>>;
const as: Record<string, Record<string, string>> = {};
const ids: Record<string, string> = {};
let competitionId = '';
let categoryId = '';

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

const TABLES = {
  competition_nominations: t.competitionNominations,
  competition_sheets: t.competitionSheets,
  competition_events: t.competitionEvents,
} as const;
const count = async (table: keyof typeof TABLES) =>
  (await app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(TABLES[table]))[0]!.n;

beforeAll(async () => {
  app = await createTestApp();
  w = await world(app);
  const db = app.ctx.db;
  const { a, b, country } = w.org;
  const user = async (
    role: string,
    level: 'centre' | 'country',
    place: string,
    employeeId?: string,
  ) => {
    const u = await createUser(app, {
      ...(employeeId ? { employeeId } : {}),
      assignments: [
        level === 'centre' ? { role, level, centreId: place } : { role, level, countryId: place },
      ],
    });
    ids[`user:${role}:${place}:${employeeId ?? ''}`] = u.id;
    return { id: u.id, h: bearer((await signIn(app, u.email)).accessToken) };
  };
  as.manager = w.as.manager;
  as.managerB = (await user('centre_manager', 'centre', b.centre.id)).h;
  const cm = await user('country_manager', 'country', country.id);
  as.country = cm.h;
  const j1 = await user('tester', 'country', country.id);
  const j2 = await user('tester', 'country', country.id);
  const j3 = await user('tester', 'country', country.id);
  as.j1 = j1.h;
  as.j2 = j2.h;
  as.j3 = j3.h;
  ids.j1 = j1.id;
  ids.j2 = j2.id;
  ids.teacherA = w.users.teacherA.id;
  as.teacherA = w.as.teacherA;
  // Eligible boys of centres A and B: born in 2015, juz 'Amma memorised on entry.
  const eligible = { birthDate: '2015-03-01', levelAtEntry: 'جزء عم', joinedOn: '2024-09-01' };
  await db.update(t.students).set(eligible).where(eq(t.students.id, a.students[0]!.id));
  await db.update(t.students).set(eligible).where(eq(t.students.id, b.students[0]!.id));
  await db
    .update(t.students)
    .set({ birthDate: '2015-03-01' })
    .where(eq(t.students.id, a.students[1]!.id));
  const [girl, older, third] = await db
    .insert(t.students)
    .values([
      {
        countryId: country.id,
        centreId: a.centre.id,
        ringId: a.ring2.id,
        fullName: 'فاطمة',
        gender: 'female',
        status: 'active',
        ...eligible,
      },
      {
        countryId: country.id,
        centreId: a.centre.id,
        ringId: a.ring2.id,
        fullName: 'عمر',
        gender: 'male',
        status: 'active',
        ...eligible,
        birthDate: '2005-01-01',
      },
      {
        countryId: country.id,
        centreId: a.centre.id,
        ringId: a.ring2.id,
        fullName: 'زيد',
        gender: 'male',
        status: 'active',
        ...eligible,
      },
    ])
    .returning();
  ids.girl = girl!.id;
  ids.older = older!.id;
  ids.third = third!.id;
  ids.a1 = a.students[0]!.id;
  ids.a2 = a.students[1]!.id;
  ids.b1 = b.students[0]!.id;
});
afterAll(async () => app?.close());

describe('competitions and categories', () => {
  it('a centre manager may not create a country competition; the country manager does', async () => {
    const input = {
      name: 'مسابقة القرآن الكريم',
      season: '1448',
      scope: 'country',
      countryId: w.org.country.id,
      startsOn: '2026-11-01',
      endsOn: '2026-12-31',
      aggregation: 'mean',
      divergenceMargin: 10,
      perCentreCap: 2,
    };
    expect((await call('POST', '/api/competitions', as.manager!, input)).statusCode).toBe(403);
    const res = await call('POST', '/api/competitions', as.country!, input);
    expect(res.statusCode).toBe(201);
    competitionId = res.json().id;
    expect(res.json().state).toBe('draft');
    const cat = await call('POST', `/api/competitions/${competitionId}/categories`, as.country!, {
      name: 'جزء عم',
      fromJuz: 30,
      toJuz: 30,
      minAge: 8,
      maxAge: 14,
      referenceDate: '2026-12-01',
      gender: 'male',
      template: 'standard',
      passages: 2,
      passageLength: 3,
    });
    expect(cat.statusCode).toBe(201);
    categoryId = cat.json().categoriesList[0].id;
    for (const [userId, head] of [
      [ids.j1, true],
      [ids.j2, false],
      [ids.teacherA, false],
    ] as const)
      expect(
        (
          await call('POST', `/api/competition-categories/${categoryId}/judges`, as.country!, {
            userId,
            head,
          })
        ).statusCode,
      ).toBe(201);
    const open = await call(
      'POST',
      `/api/competitions/${competitionId}/actions/open-registration`,
      as.country!,
      {},
    );
    expect(open.json().state).toBe('registration');
  });

  it('edits a category’s weights and deductions and the margin before judging, audited', async () => {
    const url = `/api/competition-categories/${categoryId}`;
    const detail = (await call('GET', `/api/competitions/${competitionId}`, as.country!)).json();
    const original = detail.categoriesList[0].ruleSet;
    const edited = structuredClone(original);
    edited.criteria.find((c: { key: string }) => c.key === 'tajweed').max = 25;
    edited.events.find((e: { kind: string }) => e.kind === 'tajweed').deduction = 0.75;
    // A centre manager does not run the country's competition.
    expect((await call('PATCH', url, as.manager!, { ruleSet: edited })).statusCode).toBe(403);
    const res = await call('PATCH', url, as.country!, { ruleSet: edited });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().categoriesList[0].ruleSet).toEqual(edited);
    // What was not sent stays: the passages drawn are still two of three ayahs.
    expect(res.json().categoriesList[0]).toMatchObject({ passages: 2, passageLength: 3 });
    const [audit] = await app.ctx.db
      .select()
      .from(t.auditLog)
      .where(eq(t.auditLog.recordId, categoryId))
      .orderBy(sql`${t.auditLog.at} desc`)
      .limit(1);
    expect(audit).toMatchObject({
      resource: 'competition-categories',
      oldValues: { ruleSet: original },
      newValues: { ruleSet: edited },
    });
    // A rule set that does not hold together is refused, translated; nothing changes.
    const bad = structuredClone(edited);
    bad.events[0].criterion = 'tartil';
    const refused = await call('PATCH', url, as.country!, { ruleSet: bad });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json().error)).toContain('competitions.errors.ruleSet');
    const margin = await call('PATCH', `/api/competitions/${competitionId}`, as.country!, {
      divergenceMargin: 12,
    });
    expect(margin.json()).toMatchObject({ divergenceMargin: 12, perCentreCap: 2 });
    // Back to the template the later steps count with.
    await call('PATCH', url, as.country!, { ruleSet: original });
    await call('PATCH', `/api/competitions/${competitionId}`, as.country!, {
      divergenceMargin: 10,
    });
  });

  it('refuses publishing before approval, translated, and changes nothing', async () => {
    const before = await count('competition_events');
    const res = await call(
      'POST',
      `/api/competitions/${competitionId}/actions/publish`,
      as.country!,
      {},
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('competitions.errors.notApproved');
    expect(res.json().error.message).toMatch(/approved/);
    expect(await count('competition_events')).toBe(before);
  });
});

describe('nominations checked from the records', () => {
  const nominate = (h: Record<string, string>, studentId: string, override?: object) =>
    call('POST', '/api/competition-nominations', h, {
      categoryId,
      studentId,
      ...(override ? { override } : {}),
    });

  it('accepts an eligible student of the nominator’s centre', async () => {
    const res = await nominate(as.manager!, ids.a1!);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ state: 'accepted', overriddenRules: [] });
  });

  it.each([
    ['portion', 'a2'],
    ['gender', 'girl'],
    ['age', 'older'],
  ])('refuses by the %s rule, naming it, and writes nothing', async (rule, who) => {
    const before = await count('competition_nominations');
    const res = await nominate(as.manager!, ids[who]!);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('competitions.errors.notEligible');
    expect(Object.keys(res.json().error.fields)).toEqual([rule]);
    expect(res.json().error.fields[rule].code).toBe(`competitions.eligibility.${rule}`);
    expect(await count('competition_nominations')).toBe(before);
  });

  it('refuses a student outside the nominator’s centre', async () => {
    const before = await count('competition_nominations');
    const res = await nominate(as.manager!, ids.b1!);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('competitions.errors.studentNotFound');
    expect(await count('competition_nominations')).toBe(before);
  });

  it('an override needs the higher role and a reason, and is shown on the nomination', async () => {
    const override = { rules: ['portion'], reason: 'اختبر شفهيًا في الجزء كاملًا' };
    const refused = await nominate(as.manager!, ids.a2!, override);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('competitions.errors.overrideRight');
    const noReason = await nominate(as.country!, ids.a2!, { rules: ['portion'], reason: '' });
    expect(noReason.statusCode).toBe(400);
    // An override of another rule does not cover the one that fails.
    const wrongRule = await nominate(as.country!, ids.a2!, { rules: ['age'], reason: 'سبب كاف' });
    expect(wrongRule.statusCode).toBe(422);
    const res = await nominate(as.country!, ids.a2!, override);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      overriddenRules: ['portion'],
      overrideReason: override.reason,
    });
    expect(res.json().overriddenByName).toBeTruthy();
  });

  it('refuses a third nomination of a centre over its cap', async () => {
    const res = await nominate(as.manager!, ids.third!);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().error.fields)).toEqual(['centreCap']);
  });

  it('a centre manager lists only their centre’s nominations', async () => {
    expect((await nominate(as.managerB!, ids.b1!)).statusCode).toBe(201);
    const mine = await call('GET', `/api/competitions/${competitionId}/nominations`, as.managerB!);
    expect(mine.json().items.map((n: { studentId: string }) => n.studentId)).toEqual([ids.b1]);
    const all = await call('GET', `/api/competitions/${competitionId}/nominations`, as.country!);
    expect(all.json().total).toBe(3);
  });
});

describe('the draw and the rule set', () => {
  it('draws numbers and passages reproducibly from the logged seed', async () => {
    const res = await call(
      'POST',
      `/api/competitions/${competitionId}/actions/start-judging`,
      as.country!,
      {},
    );
    expect(res.statusCode).toBe(200);
    const seed: string = res.json().drawSeed;
    expect(seed).toMatch(/^[0-9a-f]{24}$/);
    const [event] = await app.ctx.db
      .select()
      .from(t.competitionEvents)
      .where(eq(t.competitionEvents.action, 'start-judging'));
    expect(event!.details).toEqual({ seed });
    const rows = await app.ctx.db
      .select()
      .from(t.competitionNominations)
      .where(eq(t.competitionNominations.categoryId, categoryId));
    const accepted = rows.filter((r) => r.state === 'accepted');
    const order = drawOrder(
      `${seed}:${categoryId}`,
      accepted.map((r) => r.id),
    );
    for (const r of accepted) {
      expect(r.drawNumber).toBe(order.get(r.id));
      const again: QuranRange[] = drawPassages(
        passageSeed(`${seed}:${categoryId}`, r.drawNumber!),
        portionOf(30, 30),
        2,
        3,
      );
      expect(r.passages).toEqual(again);
    }
  });

  it('refuses changing the rule set once judging has started', async () => {
    const res = await call('PATCH', `/api/competition-categories/${categoryId}`, as.country!, {
      template: 'maher',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('competitions.errors.rulesLocked');
    expect(res.json().error.message).toBe(
      'Judging has started: the rule set can no longer change.',
    );
    const before = (await call('GET', `/api/competitions/${competitionId}`, as.country!)).json();
    const margin = await call('PATCH', `/api/competitions/${competitionId}`, as.country!, {
      divergenceMargin: 30,
    });
    expect(margin.statusCode).toBe(409);
    expect(margin.json().error.code).toBe('competitions.errors.rulesLocked');
    const after = (await call('GET', `/api/competitions/${competitionId}`, as.country!)).json();
    expect(after).toMatchObject({ divergenceMargin: 10, version: before.version });
    expect(after.categoriesList[0].version).toBe(before.categoriesList[0].version);
    // The same margin sent again with another change is not a change of the rules.
    const named = await call('PATCH', `/api/competitions/${competitionId}`, as.country!, {
      divergenceMargin: 10,
      name: 'مسابقة القرآن الكريم الكبرى',
    });
    expect(named.statusCode, named.body).toBe(200);
  });
});

describe('judging', () => {
  const view = async (h: Record<string, string>) =>
    call('GET', `/api/competition-judging/${categoryId}`, h);
  const nominationOf = async (studentId: string) =>
    (
      await app.ctx.db
        .select()
        .from(t.competitionNominations)
        .where(eq(t.competitionNominations.studentId, studentId))
    )[0]!;
  const sheet = (
    h: Record<string, string>,
    nominationId: string,
    events: object[],
    tartil: number,
  ) => call('PUT', '/api/competition-sheets', h, { nominationId, events, marks: { tartil } });

  it('recuses the teacher of the contestant’s ring and centre', async () => {
    const v = await view(as.teacherA!);
    expect(v.statusCode).toBe(200);
    const a1 = await nominationOf(ids.a1!);
    const b1 = await nominationOf(ids.b1!);
    const byId = new Map(
      v.json().contestants.map((c: { nominationId: string }) => [c.nominationId, c]),
    );
    expect(byId.get(a1.id)).toMatchObject({ recused: true });
    expect(byId.get(b1.id)).toMatchObject({ recused: false });
    const res = await sheet(as.teacherA!, a1.id, [], 8);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('competitions.errors.recused');
  });

  it('shows contestants by draw number only', async () => {
    const v = await view(as.j1!);
    const body = v.payload;
    expect(body).not.toContain('S1 A');
    expect(
      v
        .json()
        .contestants.map((c: { drawNumber: number }) => c.drawNumber)
        .sort(),
    ).toEqual([1, 2, 3]);
  });

  it('refuses a judge not on the panel, a mark above its maximum and a passage not drawn', async () => {
    const a1 = await nominationOf(ids.a1!);
    const before = await count('competition_sheets');
    const off = await sheet(as.j3!, a1.id, [], 8);
    expect(off.statusCode).toBe(403);
    expect(off.json().error.code).toBe('competitions.errors.notOnPanel');
    const high = await sheet(as.j1!, a1.id, [], 11);
    expect(high.statusCode).toBe(400);
    expect(high.json().error.code).toBe('competitions.errors.markAboveMax');
    const passage = await sheet(as.j1!, a1.id, [{ kind: 'prompt', passage: 2 }], 8);
    expect(passage.statusCode).toBe(400);
    expect(passage.json().error.code).toBe('competitions.errors.passageNotDrawn');
    expect(await count('competition_sheets')).toBe(before);
  });

  it('saves a draft sent twice with one key once; a draft changed meanwhile is a conflict with both versions', async () => {
    const b1 = await nominationOf(ids.b1!);
    const before = await count('competition_sheets');
    const put = (payload: object, key?: string) =>
      call(
        'PUT',
        '/api/competition-sheets',
        { ...as.j1!, ...(key ? { 'idempotency-key': key } : {}) },
        payload,
      );
    const draft = { nominationId: b1.id, events: [], marks: { tartil: 8 } };
    const first = await put(draft, 'sheet-key-one');
    expect(first.statusCode, first.body).toBe(200);
    const again = await put(draft, 'sheet-key-one');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await count('competition_sheets')).toBe(before + 1);
    const v1 = first.json().version as number;
    // The judge's laptop saves the draft meanwhile.
    const laptop = await put({ ...draft, marks: { tartil: 7 }, version: v1 });
    expect(laptop.statusCode, laptop.body).toBe(200);
    // The phone's edit, made offline on the first version, arrives.
    const phone = await put({ ...draft, marks: { tartil: 9 }, version: v1 }, 'sheet-key-two');
    expect(phone.statusCode).toBe(409);
    expect(phone.json().error.code).toBe('competitions.errors.sheetChangedMeanwhile');
    expect(phone.json().error.conflicts).toEqual([
      {
        ref: '',
        version: laptop.json().version,
        current: expect.objectContaining({ nominationId: b1.id, marks: { tartil: 7 } }),
      },
    ]);
    const [saved] = await app.ctx.db
      .select()
      .from(t.competitionSheets)
      .where(eq(t.competitionSheets.id, first.json().id));
    expect(saved!.marks).toEqual({ tartil: 7 });
    // Keep mine: sent again on the version now saved, it is stored.
    const kept = await put(
      { ...draft, marks: { tartil: 9 }, version: laptop.json().version },
      'sheet-key-three',
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().marks).toEqual({ tartil: 9 });
  });

  it('blind: a judge never sees another’s marks before submitting their own; a submitted sheet is locked', async () => {
    const a1 = await nominationOf(ids.a1!);
    // j1: 70 - 2 (two prompts) + 9 + 20 = 97 → then locked.
    const s1 = await sheet(
      as.j1!,
      a1.id,
      [
        { kind: 'prompt', passage: 0 },
        { kind: 'prompt', passage: 1 },
      ],
      9,
    );
    expect(s1.statusCode).toBe(200);
    expect(
      (await call('POST', `/api/competition-sheets/${s1.json().id}/submit`, as.j1!, {})).json(),
    ).toMatchObject({
      state: 'submitted',
      total: 97,
      revision: 1,
    });
    const again = await sheet(as.j1!, a1.id, [], 10);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('competitions.errors.sheetLocked');
    // j2 has a draft only: nothing of j1's in any answer.
    const d2 = await sheet(
      as.j2!,
      a1.id,
      Array.from({ length: 12 }, () => ({ kind: 'prompt', passage: 0 })),
      5,
    );
    // j1's total (97) appears nowhere as a number (a random id may hold the digits "97").
    expect(d2.payload).not.toMatch(/:97\b/);
    const blind = await view(as.j2!);
    const c = blind
      .json()
      .contestants.find((x: { nominationId: string }) => x.nominationId === a1.id);
    expect(c.others).toEqual([]);
    expect(blind.payload).not.toContain('"total":97');
    // j2 submits (70 - 12 + 5 + 20 = 83): now they see j1's 97, and the divergence (> 10).
    await call('POST', `/api/competition-sheets/${d2.json().id}/submit`, as.j2!, {});
    const seen = (await view(as.j2!))
      .json()
      .contestants.find((x: { nominationId: string }) => x.nominationId === a1.id);
    expect(seen.others.map((o: { total: number }) => o.total)).toEqual([97]);
    expect(seen.divergent).toBe(true);
  });

  it('approval is refused while a sheet is missing, then while a divergence is open', async () => {
    await call('POST', `/api/competitions/${competitionId}/actions/close-judging`, as.country!, {});
    const missing = await call(
      'POST',
      `/api/competitions/${competitionId}/actions/approve`,
      as.country!,
      {},
    );
    expect(missing.statusCode).toBe(409);
    expect(missing.json().error.code).toBe('competitions.errors.sheetsMissing');
    // The other contestants' sheets: j1 and j2 on every one, teacherA on B's (A's are recused).
    const rows = await app.ctx.db
      .select()
      .from(t.competitionNominations)
      .where(eq(t.competitionNominations.categoryId, categoryId));
    for (const r of rows.filter((x) => x.studentId !== ids.a1)) {
      for (const [h, tartil] of [
        [as.j1!, 8],
        [as.j2!, 8],
      ] as const) {
        const s = await sheet(h, r.id, [{ kind: 'alert', passage: 0 }], tartil);
        await call('POST', `/api/competition-sheets/${s.json().id}/submit`, h, {});
      }
      if (r.studentId === ids.b1) {
        const s = await sheet(as.teacherA!, r.id, [{ kind: 'tajweed', passage: 1 }], 8);
        await call('POST', `/api/competition-sheets/${s.json().id}/submit`, as.teacherA!, {});
      }
    }
    const open = await call(
      'POST',
      `/api/competitions/${competitionId}/actions/approve`,
      as.country!,
      {},
    );
    expect(open.statusCode).toBe(409);
    expect(open.json().error.code).toBe('competitions.errors.divergenceOpen');
  });

  it('a correction is a new revision with a reason, approved by the head judge only', async () => {
    const a1 = await nominationOf(ids.a1!);
    const mine = (await view(as.j2!))
      .json()
      .contestants.find((x: { nominationId: string }) => x.nominationId === a1.id).mine;
    const proposed = await call(
      'POST',
      `/api/competition-sheets/${mine.id}/propose-correction`,
      as.j2!,
      {
        reason: 'عددت الفتح مرتين',
        events: Array.from({ length: 6 }, () => ({ kind: 'prompt', passage: 0 })),
        marks: { tartil: 5 },
      },
    );
    expect(proposed.json().state).toBe('correction');
    const self = await call(
      'POST',
      `/api/competition-sheets/${mine.id}/approve-correction`,
      as.j2!,
      {},
    );
    expect(self.statusCode).toBe(403);
    const approved = await call(
      'POST',
      `/api/competition-sheets/${mine.id}/approve-correction`,
      as.j1!,
      {},
    );
    expect(approved.json()).toMatchObject({ state: 'submitted', revision: 2, total: 89 });
    const revisions = await app.ctx.db
      .select()
      .from(t.competitionSheetRevisions)
      .where(eq(t.competitionSheetRevisions.sheetId, mine.id));
    expect(revisions.map((r) => [r.revision, r.total, r.reason])).toEqual([
      [1, 83, null],
      [2, 89, 'عددت الفتح مرتين'],
    ]);
    await expect(
      app.ctx.db.execute(sql`update competition_sheet_revisions set total = 0`),
    ).rejects.toThrow();
  });

  it('the head judge resolves the divergence; approval freezes the ranking', async () => {
    const a1 = await nominationOf(ids.a1!);
    const notHead = await call('POST', `/api/competition-nominations/${a1.id}/resolve`, as.j2!, {
      note: 'مراجعة',
    });
    expect(notHead.statusCode).toBe(403);
    expect(
      (
        await call('POST', `/api/competition-nominations/${a1.id}/resolve`, as.j1!, {
          note: 'راجعت التسجيل: الفرق مقبول',
        })
      ).statusCode,
    ).toBe(200);
    const approved = await call(
      'POST',
      `/api/competitions/${competitionId}/actions/approve`,
      as.country!,
      {},
    );
    expect(approved.statusCode).toBe(200);
    expect(approved.json().state).toBe('approved');
    const results = (
      await call('GET', `/api/competitions/${competitionId}/results`, as.country!)
    ).json();
    const entries = results.categories[0].entries;
    // a1: mean(97, 89) = 93; the others: 70 - 0.5 + 8 + 20 = 97.5 from j1 and j2, and b1 also
    // teacherA's 70 + 8 + 19.5 = 97.5: a tie on score, broken by the first rule, fewer
    // memorisation mistakes (b1: 2 alerts over 3 sheets; a2: 2 over 2), not by name or order.
    expect(entries.map((e: { score: number }) => e.score)).toEqual([97.5, 97.5, 93]);
    expect(entries.map((e: { rank: number }) => e.rank)).toEqual([1, 2, 3]);
    expect(entries.map((e: { studentName: string }) => e.studentName)).toEqual([
      'S1 B',
      'S2 A',
      'S1 A',
    ]);
    expect(entries[2].judges.map((j: { total: number }) => j.total).sort()).toEqual([89, 97]);
    // Frozen: no sheet changes after approval.
    const any = (await view(as.j1!)).json().contestants[0].mine;
    const late = await call(
      'POST',
      `/api/competition-sheets/${any.id}/propose-correction`,
      as.j1!,
      { reason: 'متأخر جدًا' },
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('competitions.errors.judgingClosed');
    const stored = await nominationOf(ids.a1!);
    expect([stored.score, stored.rank]).toEqual([93, 3]);
  });

  it('a centre manager sees the results only after publication', async () => {
    const before = await call('GET', `/api/competitions/${competitionId}/results`, as.managerB!);
    expect(before.statusCode).toBe(403);
    await call('POST', `/api/competitions/${competitionId}/actions/publish`, as.country!, {});
    const after = await call('GET', `/api/competitions/${competitionId}/results`, as.managerB!);
    expect(after.statusCode).toBe(200);
  });
});
