import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { creatableFields, RESOURCES, type ResourceDefinition } from '@qc/domain';
import { getTableColumns, inArray, is, or, type SQL } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import type { RegisteredRoute } from '../../src/http/route-guard.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { changeFor, Samples } from '../resources/resource-fixtures.ts';
import { bearer, createOrganisation, createUser, signIn } from './identity-helpers.ts';

/**
 * The scope half of the permission matrix. It walks every route the server registers
 * (ctx.routes: a route added later is walked too, with no change here) as
 *  - the centre manager of centre A, aiming every call at centre B, and
 *  - the teacher of ring A1, aiming every call at ring A2 (same centre) and at centre B,
 * and proves that nothing of the foreign place comes back (lists, filtered lists, single
 * records, histories, lookups, CSV exports, search) and that nothing of it changes (every
 * create, update, delete, restore, archive and workflow step), by comparing every foreign
 * row of every table before and after.
 *
 * Foreign records carry a marker in their names, so a leak shows even where ids are not
 * sent (exports); their ids are looked for as well.
 */

const NIL = '00000000-0000-4000-8000-000000000000';
const today = new Date().toISOString().slice(0, 10);

interface Foreign {
  /** A word in every foreign name. */
  marker: string;
  /** Ids of foreign records, by the URL segment (resource) they are reached by. */
  ids: Map<string, string>;
  /** Every foreign id (none may appear in an answer). */
  all: Set<string>;
  /** Foreign rows: in these centres, rings or students. */
  centres: string[];
  rings: string[];
  students: string[];
  userId: string;
}

let app: TestApp;
let org: Awaited<ReturnType<typeof createOrganisation>>;
let admin: Record<string, string>;
const created: Record<string, string[]> = {};
/** A body the administrator created a foreign record with, by resource (valid, aimed there). */
const validBodies = new Map<string, Record<string, unknown>>();
/** Successful changes (not GET) seen by the server during this file. */
const changes: Array<{ id: string; line: string }> = [];

async function rename(table: PgTable, column: string, id: string, value: string) {
  const cols = getTableColumns(table) as Record<string, unknown>;
  const idCol = cols.id as Parameters<typeof inArray>[0];
  await app.ctx.db
    .update(table)
    .set({ [column]: value })
    .where(inArray(idCol, [id]));
}

/** Creates one record of every centre-bound resource inside a centre, through the API. */
async function seedResources(
  centreId: string,
  ringId: string,
  teacherId: string,
  marker: string,
): Promise<Map<string, string>> {
  const samples = new Samples(app, org, admin);
  const refs = new Map<string, string>([
    ['centres', centreId],
    ['rings', ringId],
    ['employees', teacherId],
    ['teachers', teacherId],
  ]);
  const bound = (def: ResourceDefinition) =>
    !def.singleton &&
    def.actions.includes('create') &&
    [def.scope?.centre, def.scope?.ring].some((f) => f !== undefined && f !== 'id');
  let pending = RESOURCES.filter(bound).filter((d) => !refs.has(d.name));
  for (let round = 0; round < 3 && pending.length > 0; round++) {
    const next: ResourceDefinition[] = [];
    for (const def of pending) {
      const overrides: Record<string, unknown> = {};
      for (const name of creatableFields(def)) {
        const field = def.fields[name]!;
        if (field.kind === 'reference' && refs.has(field.resource))
          overrides[name] = refs.get(field.resource);
        if (field.kind === 'multiReference' && refs.has(field.resource))
          overrides[name] = [refs.get(field.resource)];
        if (field.kind === 'text' && field.format === 'plain' && !field.unique && field.max >= 12)
          overrides[name] = `${marker} ${name}`.slice(0, field.max);
      }
      const body = { ...(await samples.record(def, 'inside')), ...overrides };
      const res = await app.app.inject({
        method: 'POST',
        url: `/api/${def.name}`,
        headers: admin,
        payload: body,
      });
      if (res.statusCode === 201) {
        refs.set(def.name, res.json().id);
        if (marker === 'ZQXB') validBodies.set(def.name, body);
        (created[marker] ??= []).push(def.name);
      } else next.push(def);
    }
    pending = next;
  }
  return refs;
}

/** Workflow records of a ring made through their own routes, as the administrator. */
async function seedRingRecords(ringId: string, studentId: string, refs: Map<string, string>) {
  const post = (method: 'POST' | 'PUT', url: string, payload: object) =>
    app.app.inject({ method, url, headers: admin, payload });
  const day = await post('PUT', `/api/rings/${ringId}/day/${today}`, {
    rows: [
      {
        studentId,
        attendance: { status: 'present' },
        readings: [
          {
            clientId: randomUUID(),
            kind: 'hifz',
            from: { surah: 2, ayah: 1 },
            to: { surah: 2, ayah: 5 },
          },
        ],
      },
    ],
  });
  expect(day.statusCode, day.body).toBe(200);
  // Weekly times and stars are definitions (ring-times, ring-stars): the generic API.
  const times = await post('POST', '/api/ring-times', {
    ringId,
    weekday: 3,
    startsAt: '10:00',
    endsAt: '11:00',
  });
  expect(times.statusCode, times.body).toBe(201);
  refs.set('ring-times', times.json().id);
  const starType = await post('POST', '/api/star-types', {
    code: `S${ringId.slice(0, 8)}`,
    nameAr: 'نجمة الانضباط',
    nameEn: 'Discipline star',
    nameFr: 'Étoile de discipline',
  });
  expect(starType.statusCode, starType.body).toBe(201);
  const stars = await post('POST', '/api/ring-stars', {
    ringId,
    starTypeId: starType.json().id,
    stars: 2,
    periodFrom: '2026-03-01',
    periodTo: '2026-03-31',
    studentId,
  });
  expect(stars.statusCode, stars.body).toBe(201);
  refs.set('ring-stars', stars.json().id);
}

/** Registration requests and links of a centre, as the administrator. */
async function seedRegistrations(centreId: string, marker: string, refs: Map<string, string>) {
  const post = (url: string, payload: object) =>
    app.app.inject({ method: 'POST', url, headers: admin, payload });
  const link = await post('/api/registration-links', {
    centreId,
    title: `${marker} summer rings`,
    form: { fields: [] },
  });
  expect(link.statusCode, link.body).toBe(201);
  refs.set('registration-links', link.json().id);
  const request = await post('/api/registrations', {
    centreId,
    fullName: `${marker} applicant`,
    gender: 'male',
  });
  expect(request.statusCode, request.body).toBe(201);
  refs.set('registrations', request.json().id);
}

/** A published poll of a centre with one answer received (docs/polls.md), as the administrator. */
async function seedPolls(centreId: string, marker: string, refs: Map<string, string>) {
  const poll = await app.app.inject({
    method: 'POST',
    url: '/api/polls',
    headers: admin,
    payload: {
      title: `${marker} parents poll`,
      centreId,
      definition: {
        sections: [
          {
            id: 's1',
            title: 'poll',
            questions: [{ id: 'name', kind: 'text', label: 'name', required: true }],
          },
        ],
      },
    },
  });
  expect(poll.statusCode, poll.body).toBe(201);
  const id = poll.json().id as string;
  refs.set('polls', id);
  const open = await app.app.inject({
    method: 'POST',
    url: `/api/polls/${id}/status`,
    headers: admin,
    payload: { status: 'open' },
  });
  expect(open.statusCode, open.body).toBe(200);
  const answer = await app.app.inject({
    method: 'POST',
    url: `/api/public/polls/${id}`,
    payload: { answers: { name: { value: null, text: `${marker} respondent` } } },
  });
  expect(answer.statusCode, answer.body).toBe(201);
}

/** Every row of every table that belongs to the foreign place, as one comparable text. */
async function snapshot(f: Foreign): Promise<string> {
  const out: string[] = [];
  for (const [name, table] of Object.entries(t)) {
    if (!is(table, PgTable)) continue;
    const cols = getTableColumns(table) as Record<string, Parameters<typeof inArray>[0]>;
    const conds: SQL[] = [];
    if (cols.centreId && f.centres.length) conds.push(inArray(cols.centreId, f.centres));
    if (cols.ringId && f.rings.length) conds.push(inArray(cols.ringId, f.rings));
    if (cols.studentId && f.students.length) conds.push(inArray(cols.studentId, f.students));
    if (cols.userId) conds.push(inArray(cols.userId, [f.userId]));
    if (name === 'centres') conds.push(inArray(cols.id!, f.centres));
    if (name === 'rings') conds.push(inArray(cols.id!, f.rings));
    if (name === 'students') conds.push(inArray(cols.id!, f.students));
    if (name === 'users') conds.push(inArray(cols.id!, [f.userId]));
    if (conds.length === 0) continue;
    const rows = await app.ctx.db
      .select()
      .from(table)
      .where(or(...conds));
    const text = rows.map((r) => JSON.stringify(r)).sort();
    out.push(`${name}:${text.join('\n')}`);
  }
  return out.join('\n\n');
}

/** Fills a route's parameters, aiming at the foreign place wherever the segment is known. */
function fill(route: RegisteredRoute, f: Foreign): { url: string; aimed: boolean } {
  const segments = route.url.split('/');
  let aimed = false;
  const url = segments
    .map((seg, i) => {
      if (!seg.startsWith(':')) return seg;
      const param = seg.slice(1);
      const owner = segments[i - 1] ?? '';
      switch (param) {
        case 'id': {
          const id = f.ids.get(owner);
          if (id) aimed = true;
          return id ?? NIL;
        }
        case 'date':
          return today;
        case 'userId':
          return f.userId;
        case 'locale':
          return 'ar';
        case 'key':
          return 'app.title';
        case 'index':
          return '0';
        case 'resource':
          return 'students';
        case 'recordId':
          aimed = true;
          return f.students[0]!;
        case 'file':
          return 'x.js';
        default:
          return NIL;
      }
    })
    .join('/');
  return { url, aimed };
}

/** A body that points every usual field at the foreign place. */
function foreignBody(f: Foreign): Record<string, unknown> {
  const student = f.students[0]!;
  return {
    centreId: f.centres[0],
    ringId: f.rings[0],
    toRingId: f.rings[0],
    studentId: student,
    studentIds: [student],
    teacherId: f.ids.get('employees'),
    userId: f.userId,
    memberIds: [f.userId],
    version: 1,
    status: 'active',
    reason: 'scope matrix',
    fullName: 'scope matrix',
    rows: [{ studentId: student, attendance: { status: 'absent' } }],
    to: 'suspended',
    date: today,
    weekday: 4,
    startsAt: '12:00',
    endsAt: '13:00',
    visitedOn: today,
    note: 'scope matrix',
  };
}

/**
 * The body for one call: for the generic resource routes a valid record (the one the
 * administrator created in the foreign place), so a refusal proves the scope and not the
 * validation; for the others the usual fields pointed at the foreign place.
 */
function bodyFor(route: RegisteredRoute, f: Foreign): Record<string, unknown> {
  const [, , resource, second] = route.url.split('/');
  const valid = validBodies.get(resource ?? '');
  const base = foreignBody(f);
  if (valid && route.method === 'POST' && second === undefined) return { ...base, ...valid };
  if (route.method === 'PATCH') {
    // A real change (not the record as it is), so a success is a change to audit.
    const def = RESOURCES.find((d) => d.name === resource);
    const change = def ? changeFor(def) : undefined;
    return {
      ...base,
      ...(valid ?? {}),
      version: 1,
      ...(change ? { [change[0]]: change[1] } : {}),
    };
  }
  if (second === 'archive') return { ...base, ids: [f.ids.get(resource ?? '') ?? NIL] };
  return base;
}

function leaks(body: string, f: Foreign): string[] {
  const found: string[] = [];
  if (body.includes(f.marker)) found.push(f.marker);
  for (const id of f.all) if (body.includes(id)) found.push(id);
  return found;
}

/** Walks every route as `who`, aimed at `f`; returns what went wrong, one line per route. */
async function walk(who: Record<string, string>, f: Foreign) {
  const problems: string[] = [];
  let answered = 0;
  const log: string[] = [];
  const routes = app.ctx.routes.filter(
    (r) =>
      r.guard !== 'public' &&
      // Signing out and changing one's password only ever touch the caller.
      !r.url.includes('/auth/logout') &&
      !r.url.endsWith('/account/password'),
  );
  const before = await snapshot(f);
  for (const route of routes) {
    const { url, aimed } = fill(route, f);
    const isGet = route.method === 'GET';
    const variants = isGet
      ? [
          url,
          `${url}?centreId=${f.centres[0]}`,
          `${url}?ringId=${f.rings[0]}`,
          `${url}?studentId=${f.students[0]}`,
          ...(url.endsWith('/export') ? [`${url}?format=csv`] : []),
          ...(url.endsWith('/search') ? [`${url}?q=${f.marker}`] : []),
        ]
      : [url];
    for (const target of variants) {
      const res = await app.app.inject({
        method: route.method as 'GET',
        url: target,
        headers: who,
        ...(isGet || route.method === 'DELETE' ? {} : { payload: bodyFor(route, f) }),
      });
      const line = `${route.method} ${target} → ${res.statusCode}`;
      if (process.env.SCOPE_MATRIX_LOG) log.push(`${line} ${res.body.slice(0, 160)}`);
      if (res.statusCode === 401) problems.push(`${line} (signed-in caller refused)`);
      if (res.statusCode >= 500) problems.push(`${line} ${res.body.slice(0, 200)}`);
      if (res.statusCode < 300) {
        answered++;
        if (aimed) problems.push(`${line}: a foreign record was served or changed`);
        const leaked = leaks(res.body, f);
        if (leaked.length) problems.push(`${line}: leaks ${leaked.join(', ')}`);
      }
    }
  }
  const after = await snapshot(f);
  if (process.env.SCOPE_MATRIX_LOG)
    appendFileSync(
      process.env.SCOPE_MATRIX_LOG,
      `${f.marker}\n${log.join('\n')}\n${JSON.stringify(created)}\n`,
    );
  return { problems, answered, unchanged: before === after, before, after, routes: routes.length };
}

function firstDiff(a: string, b: string): string {
  const al = a.split('\n');
  const bl = b.split('\n');
  for (let i = 0; i < Math.max(al.length, bl.length); i++)
    if (al[i] !== bl[i]) return `before: ${al[i]}\nafter:  ${bl[i]}`;
  return '';
}

describe('scope matrix over every registered route', () => {
  let managerA: Record<string, string>;
  let teacherA: Record<string, string>;
  let centreB: Foreign;
  let ringA2: Foreign;

  beforeAll(async () => {
    app = await createTestApp();
    // Every change answered with success during this file, to check its audit entry.
    app.app.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'GET' && reply.statusCode < 300)
        changes.push({ id: request.id, line: `${request.method} ${request.url}` });
    });
    org = await createOrganisation(app);
    const a = await createUser(app, {
      assignments: [{ role: 'super_admin', level: 'organisation' }],
    });
    admin = bearer((await signIn(app, a.email)).accessToken);

    // Centre B, marked.
    const b = org.b;
    await rename(t.centres, 'name', b.centre.id, 'Centre ZQXB');
    await rename(t.rings, 'name', b.ring.id, 'Ring ZQXB one');
    await rename(t.rings, 'name', b.ring2.id, 'Ring ZQXB two');
    await rename(t.employees, 'fullName', b.teacher.id, 'Teacher ZQXB');
    for (const s of b.students) await rename(t.students, 'fullName', s.id, `ZQXB ${s.fullName}`);
    const userB = await createUser(app, {
      assignments: [
        {
          role: 'centre_manager',
          level: 'centre',
          centreId: b.centre.id,
          countryId: org.country.id,
        },
      ],
    });
    await rename(t.users, 'displayName', userB.id, 'Manager ZQXB');
    // Signed in somewhere: a session of another user that nobody else may end.
    await signIn(app, userB.email);
    const [sessionB] = await app.ctx.db
      .select()
      .from(t.sessions)
      .where(inArray(t.sessions.userId, [userB.id]));
    const refsB = await seedResources(b.centre.id, b.ring.id, b.teacher.id, 'ZQXB');
    await seedRingRecords(b.ring.id, b.students[0]!.id, refsB);
    await seedRegistrations(b.centre.id, 'ZQXB', refsB);
    await seedPolls(b.centre.id, 'ZQXB', refsB);
    refsB.set('rings-info', b.ring.id);
    refsB.set('centre-employees', refsB.get('centre-employees') ?? b.teacher.id);
    refsB.set('students', b.students[0]!.id);
    refsB.set('users', userB.id);
    refsB.set('sessions', sessionB!.id);
    centreB = {
      marker: 'ZQXB',
      ids: refsB,
      all: new Set([
        b.centre.id,
        b.ring.id,
        b.ring2.id,
        b.teacher.id,
        userB.id,
        ...b.students.map((s) => s.id),
        ...refsB.values(),
      ]),
      centres: [b.centre.id],
      rings: [b.ring.id, b.ring2.id],
      students: b.students.map((s) => s.id),
      userId: userB.id,
    };

    // Ring A2 (same centre as the teacher's ring A1), marked.
    const a2 = org.a.ring2;
    const a2Student = org.a.students.find((s) => s.ringId === a2.id)!;
    await rename(t.rings, 'name', a2.id, 'Ring ZQXR');
    await rename(t.students, 'fullName', a2Student.id, 'ZQXR student');
    await seedRingRecords(a2.id, a2Student.id, new Map());
    // Another teacher's account in centre A, who is not the caller.
    const otherTeacher = await createUser(app, {
      assignments: [{ role: 'teacher', level: 'own' }],
    });
    await signIn(app, otherTeacher.email);
    const [sessionT] = await app.ctx.db
      .select()
      .from(t.sessions)
      .where(inArray(t.sessions.userId, [otherTeacher.id]));
    ringA2 = {
      marker: 'ZQXR',
      ids: new Map([
        ['rings', a2.id],
        ['rings-info', a2.id],
        ['students', a2Student.id],
        ['users', otherTeacher.id],
        ['sessions', sessionT!.id],
        // The teacher must not reach centre B either.
        ['centres', b.centre.id],
        ['employees', b.teacher.id],
        ['teachers', b.teacher.id],
        ['centre-employees', b.teacher.id],
        ['guardians', refsB.get('guardians') ?? NIL],
        ['ring-times', refsB.get('ring-times') ?? NIL],
        ['ring-stars', refsB.get('ring-stars') ?? NIL],
      ]),
      all: new Set([a2.id, a2Student.id, ...centreB.all]),
      centres: [b.centre.id],
      rings: [a2.id, b.ring.id, b.ring2.id],
      students: [a2Student.id, ...b.students.map((s) => s.id)],
      userId: otherTeacher.id,
    };

    const m = await createUser(app, {
      assignments: [
        {
          role: 'centre_manager',
          level: 'centre',
          centreId: org.a.centre.id,
          countryId: org.country.id,
        },
      ],
    });
    managerA = bearer((await signIn(app, m.email)).accessToken);
    const teacher = await createUser(app, {
      employeeId: org.a.teacher.id,
      assignments: [{ role: 'teacher', level: 'own' }],
    });
    teacherA = bearer((await signIn(app, teacher.email)).accessToken);
  }, 240_000);
  afterAll(async () => app?.close());

  it('has foreign records of every centre-bound resource to aim at', () => {
    expect(created.ZQXB?.length ?? 0).toBeGreaterThan(0);
    // Students, guardians and rings are reached through their own segments.
    for (const seg of [
      'students',
      'rings',
      'centres',
      'employees',
      'guardians',
      'ring-times',
      'registrations',
      'registration-links',
      'polls',
    ])
      expect(centreB.ids.get(seg), seg).toBeTruthy();
  });

  it('gives the centre manager of A nothing of centre B, on every route', async () => {
    const res = await walk(managerA, centreB);
    // Every guarded route but the caller's own password.
    expect(res.routes).toBe(app.ctx.routes.filter((r) => r.guard !== 'public').length - 1);
    expect(res.problems).toEqual([]);
    expect(res.unchanged, firstDiff(res.before, res.after)).toBe(true);
    // Not vacuous: the manager is answered on many routes (their own centre's data).
    expect(res.answered).toBeGreaterThan(50);
  }, 240_000);

  it('gives a teacher nothing outside their own rings, on every route', async () => {
    const res = await walk(teacherA, ringA2);
    expect(res.problems).toEqual([]);
    expect(res.unchanged, firstDiff(res.before, res.after)).toBe(true);
    expect(res.answered).toBeGreaterThan(10);
  }, 240_000);

  it('still shows each caller their own place (the walk is not blind)', async () => {
    const get = async (url: string, who: Record<string, string>) =>
      (await app.app.inject({ method: 'GET', url, headers: who })).body;
    expect(await get('/api/students?pageSize=100', managerA)).toContain(org.a.students[0]!.id);
    expect(await get('/api/rings?pageSize=100', managerA)).toContain(org.a.ring2.id);
    expect(await get('/api/students?pageSize=100', teacherA)).toContain(
      org.a.students.find((s) => s.ringId === org.a.ring.id)!.id,
    );
    expect(await get(`/api/rings/${org.a.ring.id}`, teacherA)).toContain(org.a.ring.id);
  });
  it('lets an administrator through the same calls without a server error', async () => {
    // The administrator may change centre B: this walk makes many real changes, of every
    // kind the routes offer, for the audit check below.
    const res = await walk(admin, centreB);
    expect(res.problems.filter((p) => / → 5\d\d/.test(p))).toEqual([]);
    expect(res.answered).toBeGreaterThan(100);
  }, 240_000);

  it('writes an audit entry, with its request id, for every change that succeeded', async () => {
    // Not changes of records: signing in and out, reading markers, a file upload waiting for
    // its record, a two-step secret waiting for confirmation.
    const exempt = [
      /^POST \/api\/auth\/(login|refresh|logout)/,
      /^POST \/api\/auth\/two-factor\/enrol$/,
      /^POST \/api\/notifications\//,
      /^POST \/api\/conversations\/[^/]+\/read$/,
      /^POST \/api\/files/,
      // The walk's account update changes nothing, which writes nothing (its audit of a real
      // change is account-no-change.test.ts).
      /^PATCH \/api\/account$/,
      // Runs the nightly eligibility check now: it recomputes the ladder's verdicts, derived
      // data that changes no one's record (a promotion, which does, is audited).
      /^POST \/api\/ladder\/eligibility\/run$/,
    ];
    const audited = new Set(
      (await app.ctx.db.select({ requestId: t.auditLog.requestId }).from(t.auditLog)).map(
        (r) => r.requestId,
      ),
    );
    // A record reached by two routes over one table (employees and teachers) is archived
    // once: the second DELETE changes nothing.
    const deleted = new Set<string>();
    const checked = changes.filter((c) => {
      if (exempt.some((e) => e.test(c.line))) return false;
      if (!c.line.startsWith('DELETE ')) return true;
      const id = c.line.split('/').pop()!;
      if (deleted.has(id)) return false;
      deleted.add(id);
      return true;
    });
    expect(checked.length).toBeGreaterThan(5);
    expect(checked.filter((c) => !audited.has(c.id)).map((c) => c.line)).toEqual([]);
  });
});
