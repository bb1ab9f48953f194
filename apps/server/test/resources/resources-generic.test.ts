import {
  creatableFields,
  fieldLabelKey,
  KINDS,
  LOCALE_CODES,
  RESOURCES,
  resourceKeys,
  titleField,
  translate,
  type ResourceDefinition,
} from '@qc/domain';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createOrganisation } from '../identity/identity-helpers.ts';
import {
  changeFor,
  referrerOf,
  Samples,
  searchableTextField,
  userWith,
  type Headers,
  type Org,
} from './resource-fixtures.ts';

/**
 * The generic suite: every registered resource, taken from the registry (a resource added
 * later is covered without touching this file), through the real API on a real database.
 */

let app: TestApp;
let org: Org;
let admin: Headers;
/** `*:read` organisation-wide: may read everything, change nothing. */
let reader: Headers;
/** Every action but no sensitive fields, in centre A only. */
let centreWriter: Headers;
let samples: Samples;

beforeAll(async () => {
  app = await createTestApp();
  org = await createOrganisation(app);
  admin = await userWith(app, ['*'], { level: 'organisation' });
  reader = await userWith(app, ['*:read'], { level: 'organisation' });
  centreWriter = await userWith(app, ['*:read', '*:create', '*:update', '*:delete', '*:export'], {
    level: 'centre',
    centreId: org.a.centre.id,
    countryId: org.country.id,
  });
  samples = new Samples(app, org, admin);
});
afterAll(async () => app?.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: unknown,
  language = 'en',
) =>
  app.app.inject({
    method,
    url,
    headers: { ...headers, 'x-language': language },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** Records of the resource live inside a centre or ring (a field, not the record itself). */
const livesInCentre = (def: ResourceDefinition) =>
  [def.scope?.centre, def.scope?.ring].some((f) => f !== undefined && f !== 'id');

/**
 * A resource that holds one record per centre (its centre field is unique, like a centre's fee
 * rule): the suite's record already fills the writer's centre, so no second one goes there.
 */
const onePerCentre = (def: ResourceDefinition) => {
  const f = def.scope?.centre;
  return !!f && f !== 'id' && !!def.fields[f]?.unique;
};
const can = (def: ResourceDefinition, action: string) => def.actions.some((a) => a === action);

/** A filter that selects a record, from the first filter field it has a value for. */
function filterFor(def: ResourceDefinition, record: Record<string, unknown>) {
  for (const name of def.list.filters) {
    const value = record[name];
    if (value === null || value === undefined) continue;
    const field = def.fields[name]!;
    switch (KINDS[field.kind].filter) {
      case 'in':
        return `${name}=${encodeURIComponent(Array.isArray(value) ? String(value[0]) : String(value))}`;
      case 'boolean':
        return `${name}=${String(value)}`;
      case 'range':
        return `${name}.min=${String(value)}&${name}.max=${String(value)}`;
      case 'dateRange':
        return `${name}.from=${String(value).slice(0, 10)}&${name}.to=${String(value).slice(0, 10)}`;
    }
  }
  return undefined;
}

const ids = (body: { items: Array<{ id: string }> }) => body.items.map((r) => r.id);

for (const def of RESOURCES.filter((d) => !d.singleton)) {
  describe(`resource ${def.name}`, () => {
    const base = `/api/${def.name}`;
    let record: Record<string, unknown> & { id: string; version: number };
    let outside: { id: string } | undefined;
    const arabic = `مدرسة الأئمة ${Math.floor(Math.random() * 1e6)}`;

    beforeAll(async () => {
      if (can(def, 'create')) {
        const text = searchableTextField(def);
        record = await samples.create(def, 'inside', text ? { [text]: arabic } : {});
        if (def.scope) outside = await samples.create(def, 'outside');
      } else {
        // Records that exist with their parent (country settings): the organisation's own.
        const res = await call('GET', `${base}/${await samples.refFor(def.name, 'inside')}`, admin);
        expect(res.statusCode, res.body).toBe(200);
        record = res.json();
        outside = { id: await samples.refFor(def.name, 'outside') };
      }
    });

    it('creates and reads a record with every field, and audits the creation', async () => {
      if (!can(def, 'create')) return;
      const res = await call('GET', `${base}/${record.id}`, admin);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      for (const name of creatableFields(def)) {
        const field = def.fields[name]!;
        if (field.kind === 'file' || field.kind === 'image') {
          const list = Array.isArray(body[name]) ? body[name] : [body[name]];
          expect(list[0].url, `${name} has a signed link`).toMatch(/^\/api\/files\//);
          const file = await app.app.inject({ method: 'GET', url: list[0].url });
          expect(file.statusCode).toBe(200);
          expect(file.rawPayload.length).toBe(list[0].size);
        } else {
          expect(body[name], name).toEqual(record[name]);
        }
      }
      expect(typeof body._title).toBe('string');
      expect(body._title.length).toBeGreaterThan(0);
      const audit = await app.ctx.db
        .select()
        .from(t.auditLog)
        .where(and(eq(t.auditLog.resource, def.name), eq(t.auditLog.recordId, record.id)));
      expect(audit.map((a) => a.action)).toContain('create');
    });

    it('lists with paging, a filter and the Arabic-normalised search', async () => {
      const page = await call('GET', `${base}?pageSize=1`, admin);
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json().items.length).toBeLessThanOrEqual(1);
      expect(page.json().total).toBeGreaterThanOrEqual(1);

      const filter = filterFor(def, record);
      if (filter) {
        const res = await call('GET', `${base}?${filter}&pageSize=100`, admin);
        expect(res.statusCode, res.body).toBe(200);
        expect(ids(res.json())).toContain(record.id);
      }
      const text = searchableTextField(def);
      if (text && can(def, 'create')) {
        // Typed without hamza and with haa for taa marbuta: still found.
        const q = encodeURIComponent(arabic.replace('مدرسة الأئمة', 'مدرسه الائمه'));
        const res = await call('GET', `${base}?q=${q}`, admin);
        expect(res.statusCode, res.body).toBe(200);
        expect(ids(res.json())).toEqual([record.id]);
        const none = await call(
          'GET',
          `${base}?q=${encodeURIComponent('لا يوجد شيء كهذا')}`,
          admin,
        );
        expect(none.json().total).toBe(0);
      }
      const badSort = await call('GET', `${base}?sort=nope`, admin);
      expect(badSort.statusCode).toBe(400);
      expect(badSort.json().error.fields.sort.code).toBe('resources.validation.sort');
    });

    it('updates with the version read, and refuses a stale version with 409', async () => {
      if (!can(def, 'update')) return;
      const change = changeFor(def);
      expect(change, `${def.name} has a field to change`).toBeDefined();
      const [field, value] = change!;
      const res = await call('PATCH', `${base}/${record.id}`, admin, {
        version: record.version,
        [field]: value,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()[field]).toEqual(value);
      expect(res.json().version).toBe(record.version + 1);

      const stale = await call('PATCH', `${base}/${record.id}`, admin, {
        version: record.version,
        [field]: record[field],
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error.code).toBe('errors.conflict');
      const now = await call('GET', `${base}/${record.id}`, admin);
      expect(now.json()[field]).toEqual(value);
      record = now.json();

      const history = await call('GET', `${base}/${record.id}/history`, reader);
      expect(history.statusCode).toBe(200);
      const update = history.json().items.find((h: { action: string }) => h.action === 'update');
      expect(update.changes).toContainEqual(expect.objectContaining({ field, after: value }));
    });

    it('refuses invalid input with 400 and a message in ar, en and fr, changing nothing', async () => {
      const writable = can(def, 'create')
        ? creatableFields(def)
        : creatableFields(def).filter((n) => !def.fields[n]!.createOnly);
      const required = writable.find((n) => def.fields[n]!.required);
      expect(required, `${def.name} has a required field`).toBeDefined();
      const messages = new Set<string>();
      for (const language of LOCALE_CODES) {
        const res = can(def, 'create')
          ? await call(
              'POST',
              base,
              admin,
              { ...(await samples.record(def, 'inside')), [required!]: '' },
              language,
            )
          : await call(
              'PATCH',
              `${base}/${record.id}`,
              admin,
              { version: record.version, [required!]: '' },
              language,
            );
        expect(res.statusCode, res.body).toBe(400);
        const issue = res.json().error.fields[required!];
        expect(issue.code).toBe('validation.required');
        expect(issue.message).toBe(translate(language, 'validation.required'));
        expect(res.json().error.message).toBe(translate(language, 'errors.validation'));
        messages.add(issue.message);
      }
      expect(messages.size).toBe(3);
      const after = await call('GET', `${base}/${record.id}`, admin);
      expect(after.json().version).toBe(record.version);
    });

    it('answers 403 to a caller without the permission', async () => {
      if (can(def, 'create')) {
        const res = await call('POST', base, reader, await samples.record(def, 'inside'));
        expect(res.statusCode).toBe(403);
        expect(res.json().error.code).toBe('errors.forbidden');
      }
      if (can(def, 'update')) {
        const res = await call('PATCH', `${base}/${record.id}`, reader, {
          version: record.version,
        });
        expect(res.statusCode).toBe(403);
      }
      if (can(def, 'delete'))
        expect((await call('DELETE', `${base}/${record.id}`, reader)).statusCode).toBe(403);
      if (can(def, 'export'))
        expect((await call('GET', `${base}/export`, reader)).statusCode).toBe(403);
    });

    it('keeps records outside the caller’s scope out of reach (404) and lets them work inside', async () => {
      if (!def.scope) {
        // Organisation-wide records: readable with the permission, writable only organisation-wide.
        expect((await call('GET', `${base}/${record.id}`, centreWriter)).statusCode).toBe(200);
        if (can(def, 'create')) {
          const res = await call('POST', base, centreWriter, await samples.record(def, 'inside'));
          expect(res.statusCode).toBe(403);
        }
        return;
      }
      const other = outside!.id;
      expect((await call('GET', `${base}/${other}`, centreWriter)).statusCode).toBe(404);
      expect((await call('GET', `${base}/${other}/history`, centreWriter)).statusCode).toBe(404);
      if (can(def, 'update'))
        expect(
          (await call('PATCH', `${base}/${other}`, centreWriter, { version: 1 })).statusCode,
        ).toBe(404);
      if (can(def, 'delete'))
        expect((await call('DELETE', `${base}/${other}`, centreWriter)).statusCode).toBe(404);
      const list = await call('GET', `${base}?pageSize=100&archived=include`, centreWriter);
      expect(list.statusCode).toBe(200);
      expect(ids(list.json())).not.toContain(other);
      expect(ids((await call('GET', `${base}?pageSize=100`, admin)).json())).toContain(other);
      if (can(def, 'export')) {
        const csv = await call('GET', `${base}/export?format=csv&archived=include`, centreWriter);
        expect(csv.body).not.toContain(other);
      }

      if (livesInCentre(def) && can(def, 'create')) {
        if (onePerCentre(def)) return;
        const body = await samples.record(def, 'inside');
        // Sensitive fields are not theirs to write; the files were uploaded by someone else.
        for (const [name, field] of Object.entries(def.fields))
          if (field.sensitive || field.kind === 'file' || field.kind === 'image') delete body[name];
        const res = await call('POST', base, centreWriter, body);
        expect(res.statusCode, res.body).toBe(201);
        // A reference to a record of another centre is a validation error, not a leak.
        const centreField =
          def.scope.centre && def.scope.centre !== 'id' ? def.scope.centre : undefined;
        if (centreField) {
          // A centre derived from another reference (a salary line's, from its employee) is
          // reached through that reference.
          const derived = def.fields[centreField]?.derive;
          const target = derived ? def.fields[derived.from] : undefined;
          const field = derived ? derived.from : centreField;
          const value =
            target?.kind === 'reference'
              ? await samples.refFor(target.resource, 'outside')
              : org.c.centre.id;
          const bad = await call('POST', base, centreWriter, { ...body, [field]: value });
          expect(bad.statusCode).toBe(400);
          expect(bad.json().error.fields[field].code).toBe(
            'resources.validation.referenceNotFound',
          );
        }
      } else if (can(def, 'create')) {
        // A record at or above the caller's level (a centre, a country) is not theirs to create.
        const body = await samples.record(def, 'inside');
        for (const [name, field] of Object.entries(def.fields))
          if (field.sensitive || field.kind === 'file' || field.kind === 'image') delete body[name];
        const res = await call('POST', base, centreWriter, body);
        expect(res.statusCode, res.body).toBe(403);
      }
      if (def.scope.visibleBelow) {
        // A record above the caller's centre (their country, their centre) is readable.
        const above = await samples.refFor(def.name, 'inside');
        expect((await call('GET', `${base}/${above}`, centreWriter)).statusCode).toBe(200);
      }
    });

    it('never shows sensitive fields to callers without the right, nor accepts them', async () => {
      const sensitive = Object.keys(def.fields).filter((n) => def.fields[n]!.sensitive);
      if (sensitive.length === 0) return;
      const full = (await call('GET', `${base}/${record.id}`, admin)).json();
      const partial = (await call('GET', `${base}/${record.id}`, reader)).json();
      for (const name of sensitive) {
        expect(full).toHaveProperty(name);
        expect(partial).not.toHaveProperty(name);
      }
      const list = (await call('GET', `${base}?pageSize=100`, reader)).json();
      for (const name of sensitive) expect(list.items[0]).not.toHaveProperty(name);
      if (can(def, 'update')) {
        const res = await call('PATCH', `${base}/${record.id}`, centreWriter, {
          version: full.version,
          [sensitive[0]!]: full[sensitive[0]!],
        });
        expect(res.statusCode).toBe(403);
        expect(res.json().error.code).toBe('resources.errors.sensitiveField');
      }
      if (can(def, 'export')) {
        const csv = await call('GET', `${base}/export?format=csv`, reader);
        const header = csv.body.split('\r\n')[0]!;
        for (const name of sensitive)
          expect(header).not.toContain(translate('en', resourceKeys.field(def.name, name)));
      }
    });

    it('shows the records only editors see (readersSee) to editors only', async () => {
      const limits = Object.entries(def.readersSee ?? {});
      if (limits.length === 0 || !can(def, 'create')) return;
      const hidden: Record<string, unknown> = {};
      for (const [name, allowed] of limits) {
        const field = def.fields[name]!;
        const other = field.kind === 'enum' && field.values.find((v) => !allowed!.includes(v));
        if (other) hidden[name] = other;
      }
      expect(Object.keys(hidden).length, 'a value readers may not see').toBeGreaterThan(0);
      const draft = await samples.create(def, 'inside', hidden);
      const shown = await samples.create(def, 'inside');
      const readerExports = await userWith(app, ['*:read', '*:export'], {
        level: 'organisation',
      });
      const editor = await userWith(app, ['*:read', '*:update'], { level: 'organisation' });

      for (const who of [reader, readerExports]) {
        const list = await call('GET', `${base}?pageSize=100`, who);
        expect(list.statusCode, list.body).toBe(200);
        expect(ids(list.json())).toContain(shown.id);
        expect(ids(list.json())).not.toContain(draft.id);
        expect((await call('GET', `${base}/${draft.id}`, who)).statusCode).toBe(404);
        expect((await call('GET', `${base}/${draft.id}/history`, who)).statusCode).toBe(404);
        const lookup = await call('GET', `${base}/lookup?ids=${draft.id},${shown.id}`, who);
        expect(ids(lookup.json())).toEqual([shown.id]);
        // Filtering on the hidden value does not reveal it either.
        const [field, value] = Object.entries(hidden)[0]!;
        const filtered = await call('GET', `${base}?${field}=${String(value)}`, who);
        expect(ids(filtered.json())).not.toContain(draft.id);
      }
      if (can(def, 'export')) {
        const csv = await call('GET', `${base}/export?format=csv`, readerExports);
        expect(csv.statusCode, csv.body).toBe(200);
        const title = String(draft[titleField(def, 'en')] ?? '');
        const shownTitle = String(shown[titleField(def, 'en')] ?? '');
        if (title && title !== shownTitle) expect(csv.body).not.toContain(title);
      }
      for (const who of [editor, admin]) {
        const list = await call('GET', `${base}?pageSize=100`, who);
        expect(ids(list.json())).toContain(draft.id);
        expect((await call('GET', `${base}/${draft.id}`, who)).statusCode).toBe(200);
      }
    });

    it('deletes an unreferenced record, archives a referenced one, lists and restores archived ones', async () => {
      if (!can(def, 'delete')) return;
      // One record per centre: each new one goes to a new centre of its own.
      const centres = RESOURCES.find((r) => r.name === 'centres')!;
      const fresh = async () =>
        samples.create(
          def,
          'inside',
          onePerCentre(def)
            ? { [def.scope!.centre!]: (await samples.create(centres, 'inside')).id }
            : {},
        );
      const spare = await fresh();
      const stale = await call('DELETE', `${base}/${spare.id}?version=${spare.version + 1}`, admin);
      expect(stale.statusCode).toBe(409);
      const notArchived = await call('POST', `${base}/${spare.id}/restore`, admin);
      expect(notArchived.json().error.code).toBe('resources.errors.notArchived');
      const del = await call('DELETE', `${base}/${spare.id}?version=${spare.version}`, admin);
      expect(del.statusCode, del.body).toBe(200);
      const after = await call('GET', `${base}/${spare.id}`, admin);
      if (del.json().outcome === 'deleted') expect(after.statusCode).toBe(404);
      else expect(after.json().archivedAt).not.toBeNull();

      const referrer = referrerOf(def);
      if (referrer) {
        const target = await fresh();
        const child = await samples.create(referrer.by, 'inside', { [referrer.field]: target.id });
        const res = await call('DELETE', `${base}/${target.id}`, admin);
        expect(res.json()).toEqual({ outcome: 'archived' });
        const archived = await call('GET', `${base}/${target.id}`, admin);
        expect(archived.json().archivedAt).not.toBeNull();
        // What refers to it is intact, and says the reference is archived.
        const kept = await call('GET', `/api/${referrer.by.name}/${child.id}`, admin);
        expect(kept.statusCode).toBe(200);
        expect(kept.json()._refs[referrer.field]).toMatchObject({ id: target.id, archived: true });
        expect(ids((await call('GET', `${base}?pageSize=100`, admin)).json())).not.toContain(
          target.id,
        );
        expect(
          ids((await call('GET', `${base}?pageSize=100&archived=only`, admin)).json()),
        ).toContain(target.id);
        // An archived record cannot be chosen again, nor changed before it is restored.
        const reuse = await call('POST', `/api/${referrer.by.name}`, admin, {
          ...(await samples.record(referrer.by, 'inside')),
          [referrer.field]: target.id,
        });
        expect(reuse.statusCode).toBe(400);
        expect(reuse.json().error.fields[referrer.field].code).toBe(
          'resources.validation.referenceArchived',
        );
        const restored = await call('POST', `${base}/${target.id}/restore`, admin);
        expect(restored.statusCode).toBe(200);
        expect(restored.json().archivedAt).toBeNull();
      }

      const a = await fresh();
      const b = await fresh();
      const bulk = await call('POST', `${base}/archive`, admin, { ids: [a.id, b.id] });
      expect(bulk.json()).toEqual({ archived: 2 });
      const onlyArchived = ids(
        (await call('GET', `${base}?pageSize=100&archived=only`, admin)).json(),
      );
      expect(onlyArchived).toEqual(expect.arrayContaining([a.id, b.id]));
    });

    it('exports the list to Excel and CSV with its filters, in the caller’s language', async () => {
      if (!can(def, 'export')) return;
      const filter = filterFor(def, record) ?? '';
      const listed = (await call('GET', `${base}?${filter}&pageSize=100`, admin)).json();

      const xlsx = await call(
        'GET',
        `${base}/export?format=xlsx&${filter}`,
        admin,
        undefined,
        'ar',
      );
      expect(xlsx.statusCode, xlsx.body).toBe(200);
      expect(xlsx.headers['content-type']).toContain('spreadsheetml');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheet = wb.worksheets[0]!;
      expect(sheet.views[0]?.rightToLeft).toBe(true);
      const header = (sheet.getRow(1).values as unknown[]).slice(1);
      expect(header[0]).toBe(translate('ar', fieldLabelKey(def, def.export[0]!)));
      expect(sheet.actualRowCount - 1).toBe(listed.total);
      const text = searchableTextField(def);
      if (text && def.export.includes(text)) {
        const column = def.export.indexOf(text) + 1;
        const values = sheet.getColumn(column).values.map(String);
        expect(values).toContain(
          String((await call('GET', `${base}/${record.id}`, admin)).json()[text]),
        );
      }

      const csv = await call('GET', `${base}/export?format=csv&${filter}`, admin, undefined, 'fr');
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.rawPayload.subarray(0, 3).toString('hex')).toBe('efbbbf');
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean);
      expect(lines[0]!.startsWith(translate('fr', fieldLabelKey(def, def.export[0]!)))).toBe(true);
      expect(lines.length - 1).toBe(listed.total);
    });

    it('names records in pickers in the caller’s language', async () => {
      const res = await call('GET', `${base}/lookup?ids=${record.id}`, admin, undefined, 'fr');
      expect(res.statusCode).toBe(200);
      expect(res.json().items).toEqual([
        expect.objectContaining({ id: record.id, archived: false }),
      ]);
      expect(res.json().items[0].label.length).toBeGreaterThan(0);
    });
  });
}

for (const def of RESOURCES.filter((d) => d.singleton)) {
  describe(`singleton ${def.name}`, () => {
    const base = `/api/${def.name}`;

    it('reads the one record, updates it with its version and refuses a stale one', async () => {
      const first = await call('GET', base, admin);
      expect(first.statusCode, first.body).toBe(200);
      const again = await call('GET', base, reader);
      expect(again.json().id).toBe(first.json().id);
      const [field, value] = changeFor(def)!;
      const res = await call('PATCH', base, admin, {
        version: first.json().version,
        [field]: value,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()[field]).toEqual(value);
      const stale = await call('PATCH', base, admin, {
        version: first.json().version,
        [field]: 'x',
      });
      expect(stale.statusCode).toBe(409);
      const history = await call('GET', `${base}/history`, admin);
      expect(history.json().items.map((h: { action: string }) => h.action)).toContain('update');
    });

    it('validates with translated messages and checks the permission', async () => {
      const current = (await call('GET', base, admin)).json();
      const required = creatableFields(def).find(
        (n) => def.fields[n]!.required && def.fields[n]!.kind === 'text',
      )!;
      const res = await call(
        'PATCH',
        base,
        admin,
        { version: current.version, [required]: '' },
        'fr',
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields[required].message).toBe(
        translate('fr', 'validation.required'),
      );
      expect((await call('PATCH', base, reader, { version: current.version })).statusCode).toBe(
        403,
      );
      // Organisation-wide data: a centre-level holder of the permission may not read it either.
      expect((await call('GET', base, centreWriter)).statusCode).toBe(403);
    });
  });
}
