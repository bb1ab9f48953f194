import {
  DOCUMENT_VERSION_ROUTES,
  PLATFORM_ROUTES,
  TEXT_OVERRIDE_ROUTES,
  translate,
} from '@qc/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import type { ChangeEvent } from '../../src/realtime/events.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { world } from '../students/fixtures.ts';
import { samplePdf, samplePng, upload, userWith } from '../resources/resource-fixtures.ts';

/**
 * What the organisation module adds to the generic engine, with the default roles: the
 * scope rules of centre staff, holidays feeding the ring day, documentation versions,
 * files, translation overrides and the OpenAPI description.
 */

let app: TestApp;
let w: Awaited<ReturnType<typeof world>>;

beforeAll(async () => {
  app = await createTestApp();
  w = await world(app);
});
afterAll(async () => app?.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) =>
  app.app.inject({
    method,
    url,
    headers: { ...headers, 'x-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('centre staff with the default roles', () => {
  it('a centre manager of centre A never sees centre B’s staff assignments, nor their pay', async () => {
    const assign = (centreId: string, employeeId: string) =>
      call('POST', '/api/centre-employees', w.as.admin, {
        employeeId,
        centreId,
        job: 'teacher',
        startsOn: '2025-09-01',
        salary: 1_200_000,
        salaryCurrency: 'TRY',
      });
    const a = await assign(w.org.a.centre.id, w.org.a.teacher.id);
    const b = await assign(w.org.b.centre.id, w.org.b.teacher.id);
    expect(a.statusCode, a.body).toBe(201);
    expect(b.json().countryId).toBe(w.org.country.id); // derived from the centre

    const list = await call('GET', '/api/centre-employees?pageSize=100', w.as.manager);
    expect(list.statusCode).toBe(200);
    const ids = list.json().items.map((r: { id: string }) => r.id);
    expect(ids).toContain(a.json().id);
    expect(ids).not.toContain(b.json().id);
    expect(
      (await call('GET', `/api/centre-employees/${b.json().id}`, w.as.manager)).statusCode,
    ).toBe(404);
    // Pay is for HR and administrators only.
    expect(list.json().items[0]).not.toHaveProperty('salary');
    expect(
      (await call('GET', `/api/centre-employees/${a.json().id}`, w.as.admin)).json().salary,
    ).toBe(1_200_000);
    const search = await call(
      'GET',
      `/api/centre-employees?q=${encodeURIComponent('Teacher A')}`,
      w.as.manager,
    );
    expect(search.json().items.map((r: { id: string }) => r.id)).toEqual([a.json().id]);
    expect(search.json().items[0]._refs.employeeId.label).toBe('Teacher A');
  });

  it('derives a staff member’s country from their centre', async () => {
    const res = await call('POST', '/api/employees', w.as.admin, {
      fullName: 'سالم الأحمد',
      gender: 'male',
      job: 'supervisor',
      countryId: w.org.country.id,
      centreId: w.org.c.centre.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().countryId).toBe(w.org.otherCountry.id);
  });

  it('lets a centre manager read their own country and its settings, not another country', async () => {
    expect((await call('GET', `/api/countries/${w.org.country.id}`, w.as.manager)).statusCode).toBe(
      200,
    );
    expect(
      (await call('GET', `/api/countries/${w.org.otherCountry.id}`, w.as.manager)).statusCode,
    ).toBe(404);
    const settings = await call('GET', `/api/country-settings/${w.org.country.id}`, w.as.manager);
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toMatchObject({
      weekStart: 'saturday',
      weekendDays: ['friday'],
      calendar: 'hijri',
    });
    const change = await call('PATCH', `/api/country-settings/${w.org.country.id}`, w.as.manager, {
      version: settings.json().version,
      weekendDays: ['friday', 'saturday'],
    });
    expect(change.statusCode).toBe(403);
    const admin = await call('PATCH', `/api/country-settings/${w.org.country.id}`, w.as.admin, {
      version: settings.json().version,
      weekendDays: ['saturday', 'friday'],
      timeZone: 'Mars/Olympus',
    });
    expect(admin.statusCode).toBe(400);
    expect(admin.json().error.fields.timeZone.code).toBe('resources.validation.timeZone');
  });
});

describe('holidays', () => {
  it('a holiday created through the API shows on the ring day of that centre only', async () => {
    const res = await call('POST', '/api/holidays', w.as.manager, {
      name: 'يوم المركز',
      kind: 'holiday',
      startsOn: '2026-05-05',
      endsOn: '2026-05-06',
      centreId: w.org.a.centre.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().countryId).toBe(w.org.country.id);
    const dayA = await call('GET', `/api/rings/${w.org.a.ring.id}/day/2026-05-06`, w.as.admin);
    expect(dayA.json().holiday.name).toBe('يوم المركز');
    const dayB = await call('GET', `/api/rings/${w.org.b.ring.id}/day/2026-05-06`, w.as.admin);
    expect(dayB.json().holiday).toBeNull();
    // Special working hours are not a day off.
    const hours = await call('POST', '/api/holidays', w.as.manager, {
      name: 'دوام الامتحانات',
      kind: 'special_hours',
      startsOn: '2026-06-01',
      endsOn: '2026-06-10',
      opensAt: '09:00',
      closesAt: '12:00',
      centreId: w.org.a.centre.id,
    });
    expect(hours.statusCode, hours.body).toBe(201);
    expect(hours.json()).toMatchObject({ opensAt: '09:00', closesAt: '12:00' });
    const working = await call('GET', `/api/rings/${w.org.a.ring.id}/day/2026-06-02`, w.as.admin);
    expect(working.json().holiday).toBeNull();
  });

  it('special hours need opening and closing times; a centre manager cannot set country-wide days', async () => {
    const bad = await call('POST', '/api/holidays', w.as.admin, {
      name: 'دوام رمضان',
      kind: 'special_hours',
      startsOn: '2026-02-18',
      endsOn: '2026-03-19',
      opensAt: '10:00',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.closesAt.message).toBe(
      translate('en', 'resources.validation.timesRequired'),
    );
    const countryWide = await call('POST', '/api/holidays', w.as.manager, {
      name: 'عطلة وطنية',
      startsOn: '2026-04-01',
      endsOn: '2026-04-01',
      countryId: w.org.country.id,
    });
    expect(countryWide.statusCode).toBe(403);
    // …but they read the country-wide days that apply to them.
    const mine = await call('POST', '/api/holidays', w.as.admin, {
      name: 'عطلة وطنية',
      startsOn: '2026-04-01',
      endsOn: '2026-04-01',
      countryId: w.org.country.id,
    });
    const list = await call('GET', '/api/holidays?pageSize=100', w.as.manager);
    expect(list.json().items.map((h: { id: string }) => h.id)).toContain(mine.json().id);
  });
});

describe('realtime', () => {
  it('announces every committed change with where it lives, and nothing for a refused one', async () => {
    const seen: ChangeEvent[] = [];
    const original = app.ctx.events;
    app.ctx.events = {
      ...original,
      changed: (e) => {
        seen.push(e);
        original.changed(e);
      },
    };
    try {
      const body = {
        name: 'يوم مفتوح',
        startsOn: '2026-07-01',
        endsOn: '2026-07-01',
        centreId: w.org.a.centre.id,
      };
      const created = await call('POST', '/api/holidays', w.as.manager, body);
      const id = created.json().id;
      await call('POST', '/api/holidays', w.as.manager, { ...body, endsOn: '2026-06-01' }); // refused
      await call('PATCH', `/api/holidays/${id}`, w.as.manager, {
        version: created.json().version,
        name: 'يوم مفتوح للأسر',
      });
      await call('DELETE', `/api/holidays/${id}`, w.as.manager);
      expect(seen.filter((e) => e.resource === 'holidays')).toEqual([
        {
          resource: 'holidays',
          id,
          action: 'created',
          scope: { countryId: w.org.country.id, centreId: w.org.a.centre.id, ringId: null },
        },
        {
          resource: 'holidays',
          id,
          action: 'updated',
          scope: { countryId: w.org.country.id, centreId: w.org.a.centre.id, ringId: null },
        },
        {
          resource: 'holidays',
          id,
          action: 'deleted',
          scope: { countryId: w.org.country.id, centreId: w.org.a.centre.id, ringId: null },
        },
      ]);
    } finally {
      app.ctx.events = original;
    }
  });
});

describe('documentation', () => {
  it('keeps every revision of a document’s content, append-only', async () => {
    const created = await call('POST', '/api/documents', w.as.admin, {
      title: 'إجراءات القبول',
      category: 'procedures',
      body: '<p>الخطوة الأولى</p>',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().revision).toBe(1);
    const id = created.json().id;
    const edited = await call('PATCH', `/api/documents/${id}`, w.as.admin, {
      version: created.json().version,
      body: '<p>الخطوة الأولى والثانية</p>',
    });
    expect(edited.json().revision).toBe(2);
    const published = await call('PATCH', `/api/documents/${id}`, w.as.admin, {
      version: edited.json().version,
      status: 'published',
    });
    expect(published.json().revision).toBe(2); // a status change is not a new text
    const versions = await call('GET', `/api/documents/${id}/versions`, w.as.teacherA);
    expect(versions.statusCode).toBe(200);
    // The answer is what the API document says it is.
    const items = DOCUMENT_VERSION_ROUTES['GET /api/documents/:id/versions'].response.parse(
      versions.json(),
    ).items;
    expect(items.every((v) => !Number.isNaN(Date.parse(v.createdAt)))).toBe(true);
    expect(items.map((v) => [v.revision, v.body])).toEqual([
      [1, '<p>الخطوة الأولى</p>'],
      [2, '<p>الخطوة الأولى والثانية</p>'],
    ]);
    await expect(
      app.ctx.db
        .update(t.documentVersions)
        .set({ body: 'x' })
        .where(eq(t.documentVersions.documentId, id)),
    ).rejects.toThrow();
    // Documents keep their history: deleting one archives it.
    const del = await call('DELETE', `/api/documents/${id}`, w.as.admin);
    expect(del.json()).toEqual({ outcome: 'archived' });
  });
});

describe('files', () => {
  it('accepts a file within the field’s types and size, and serves it through a signed link only', async () => {
    const res = await upload(app, w.as.admin, 'books', 'file', samplePdf());
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json();
    expect(file).toMatchObject({ name: 'ملف.pdf', contentType: 'application/pdf' });
    const ok = await app.app.inject({ method: 'GET', url: file.url });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-security-policy']).toContain('sandbox');
    const forged = file.url.replace(/sig=[^&]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await app.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    const expired = file.url.replace(/exp=\d+/, 'exp=1000');
    expect((await app.app.inject({ method: 'GET', url: expired })).statusCode).toBe(404);
  });

  it('refuses a disguised file, SVG, a file too large, and uploads without the permission', async () => {
    const fake = await upload(app, w.as.admin, 'books', 'cover', {
      ...samplePng(),
      content: Buffer.from('<script>'),
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error.code).toBe('resources.errors.fileType');
    const svg = await upload(app, w.as.admin, 'books', 'cover', {
      name: 'x.svg',
      type: 'image/svg+xml',
      content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    expect(svg.statusCode).toBe(400);
    const big = await upload(app, w.as.admin, 'star-types', 'icon', {
      ...samplePng(),
      content: Buffer.concat([samplePng().content, Buffer.alloc(600 * 1024)]),
    });
    expect(big.statusCode).toBe(413);
    expect((await upload(app, w.as.teacherA, 'books', 'cover', samplePng())).statusCode).toBe(403);
  });

  it('a record may only take files its author uploaded', async () => {
    const other = await userWith(app, ['books:*'], { level: 'organisation' });
    const theirs = (await upload(app, other, 'books', 'cover', samplePng())).json();
    const res = await call('POST', '/api/books', w.as.admin, {
      title: 'كتاب',
      kind: 'matn',
      cover: theirs,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.cover.code).toBe('resources.validation.fileNotFound');
    const mine = await call('POST', '/api/books', other, {
      title: 'كتاب',
      kind: 'matn',
      cover: theirs,
    });
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json().cover).toMatchObject({ id: theirs.id, size: theirs.size });
  });
});

describe('translation overrides', () => {
  it('an administrator overrides a message; the catalogue serves it; removing it restores the default', async () => {
    const key = 'resources.centres.title';
    const put = await call('PUT', `/api/i18n-overrides/ar/${key}`, w.as.admin, { value: 'الفروع' });
    expect(put.statusCode, put.body).toBe(200);
    // Each answer is the one the API document describes.
    TEXT_OVERRIDE_ROUTES['PUT /api/i18n-overrides/:locale/:key'].response.parse(put.json());
    const catalogue = await app.app.inject({ method: 'POST', url: '/api/get-i18n' });
    expect(PLATFORM_ROUTES['POST /api/get-i18n'].response.parse(catalogue.json()).ar[key]).toBe(
      'الفروع',
    );
    expect(catalogue.json().en[key]).toBe('Centres');
    const list = await call('GET', '/api/i18n-overrides', w.as.admin);
    expect(
      TEXT_OVERRIDE_ROUTES['GET /api/i18n-overrides'].response.parse(list.json()).items,
    ).toContainEqual(
      expect.objectContaining({ key, locale: 'ar', value: 'الفروع', default: 'المراكز' }),
    );
    expect((await call('DELETE', `/api/i18n-overrides/ar/${key}`, w.as.admin)).statusCode).toBe(
      204,
    );
    const again = await app.app.inject({ method: 'POST', url: '/api/get-i18n' });
    expect(again.json().ar[key]).toBe('المراكز');
  });

  it('refuses unknown keys, lost placeholders and callers without settings:update', async () => {
    expect(
      (await call('PUT', '/api/i18n-overrides/fr/no.such.key', w.as.admin, { value: 'x' }))
        .statusCode,
    ).toBe(404);
    const lost = await call('PUT', '/api/i18n-overrides/fr/validation.tooLong', w.as.admin, {
      value: 'Trop long',
    });
    expect(lost.statusCode).toBe(400);
    expect(lost.json().error.fields.value.code).toBe('i18n.errors.placeholders');
    const manager = await call('PUT', '/api/i18n-overrides/fr/common.save', w.as.manager, {
      value: 'Garder',
    });
    expect(manager.statusCode).toBe(403);
  });
});

describe('defaults for visitors', () => {
  it('tells a signed-out caller the organisation’s digits, and follows the setting', async () => {
    const read = () => app.app.inject({ method: 'GET', url: '/api/public/visitor-defaults' });
    const first = await read();
    expect(first.statusCode, first.body).toBe(200);
    const settings = await call('GET', '/api/organisation-settings', w.as.admin);
    expect(settings.statusCode, settings.body).toBe(200);
    // Not set yet: none (the language's default, Arabic-Indic in Arabic, as the public site).
    expect([null, 'arab']).toContain(first.json().digits);

    const latin = await call('PATCH', '/api/organisation-settings', w.as.admin, {
      version: settings.json().version,
      digits: 'latn',
    });
    expect(latin.statusCode, latin.body).toBe(200);
    expect((await read()).json()).toEqual({ digits: 'latn' });

    const back = await call('PATCH', '/api/organisation-settings', w.as.admin, {
      version: latin.json().version,
      digits: 'arab',
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((await read()).json()).toEqual({ digits: 'arab' });
  });
});

describe('API description', () => {
  it('describes every generic route at /api/docs', async () => {
    const json = await app.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const paths = json.json().paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths['/api/centres']!)).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(paths['/api/centres/{id}']!)).toEqual(
      expect.arrayContaining(['get', 'patch', 'delete']),
    );
    expect(paths['/api/centres/export']).toBeDefined();
    expect(paths['/api/organisation-settings']).toBeDefined();
    expect(paths['/api/auth/login']).toBeDefined();
    const page = await app.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.headers['content-type']).toContain('text/html');
    const bundle = await app.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-ui-bundle.js',
    });
    expect(bundle.statusCode).toBe(200);
    expect(
      (await app.app.inject({ method: 'GET', url: '/api/docs/static/..%2Fpackage.json' }))
        .statusCode,
    ).toBe(404);
  });
});
