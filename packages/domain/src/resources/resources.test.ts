import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../locales.ts';
import { buildCatalogue } from '../i18n/catalogue.ts';
import { defineResource, ResourceDefinitionError } from './define-resource.ts';
import { enumOf, text } from './fields.ts';
import { exportCell, fieldSearchText, KINDS } from './kinds.ts';
import { resourceKeys, resourceMessages } from './labels.ts';
import { parseListQuery, listQueryParams } from './list-query.ts';
import { findResource, RESOURCES, resourceRoutes } from './registry.ts';
import { isSafeRichText } from './rich-text.ts';
import { createSchema, updateSchema, withDefaults } from './schemas.ts';

const L = { ar: 'س', en: 'x', fr: 'x' };
const centres = findResource('centres')!;
const holidays = findResource('holidays')!;

function issues(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('resource definitions', () => {
  it('registers the organisation entities with their spec routes', () => {
    const names = RESOURCES.map((r) => r.name);
    for (const n of [
      'countries',
      'projects',
      'centres',
      'centre-employees',
      'books',
      'holidays',
      'documents',
    ])
      expect(names).toContain(n);
    const routes = resourceRoutes().map((r) => r.route);
    expect(routes).toContain('/center-component');
    expect(routes).toContain('/cpanel-component');
    expect(resourceRoutes().find((r) => r.route === '/documentations-component')).toMatchObject({
      resource: 'documents',
      mode: 'browse',
      filters: { status: ['published'] },
    });
  });

  it('refuses an inconsistent definition at import time', () => {
    expect(() =>
      defineResource({
        name: 'things',
        module: 'test',
        label: { plural: L, singular: L },
        fields: { name: text({ label: L }) },
        title: 'name',
        list: { columns: ['name'], filters: ['name'] },
      }),
    ).toThrow(ResourceDefinitionError);
    expect(() =>
      defineResource({
        name: 'things',
        module: 'test',
        label: { plural: L, singular: L },
        fields: { name: text({ label: L }) },
        title: 'name',
        // @ts-expect-error an unknown column is a type error too
        list: { columns: ['nope'] },
      }),
    ).toThrow(/unknown field "nope"/);
    expect(() =>
      defineResource({
        name: 'things',
        module: 'test',
        label: { plural: L, singular: L },
        fields: { name: text({ label: L }) },
        title: 'name',
        readersSee: { name: ['x'] },
      }),
    ).toThrow(/readersSee names "name", which is not an enum field/);
  });

  it('gives every label a catalogue key in ar, en and fr', () => {
    const bundle = resourceMessages(RESOURCES);
    const catalogue = buildCatalogue();
    for (const code of LOCALE_CODES) {
      expect(bundle[code][resourceKeys.title('centres')]).toBeTruthy();
      expect(catalogue[code][resourceKeys.field('centres', 'countryId')]).toBeTruthy();
      expect(catalogue[code][resourceKeys.enumValue('centres', 'status', 'closed')]).toBeTruthy();
      expect(catalogue[code][resourceKeys.section('centres', 'place')]).toBeTruthy();
    }
    expect(catalogue.ar[resourceKeys.title('centres')]).toBe('المراكز');
    expect(catalogue.fr[resourceKeys.enumValue('projects', 'kind', 'maher')]).toBe('Maher');
  });
});

describe('derived validation', () => {
  it('requires required fields on create, with translation keys as messages', () => {
    const r = createSchema(centres).safeParse({ name: '  ', countryId: 'not-a-uuid' });
    expect(issues(r)).toMatchObject({
      name: 'validation.required',
      countryId: 'resources.validation.reference',
    });
  });

  it('accepts a valid centre, normalises the phone to E.164 and fills defaults', () => {
    const r = createSchema(centres).parse({
      name: 'مركز النور',
      countryId: '6f1c1f63-6f7b-4f55-9a3e-1c1f636f7b4f',
      phone: '0090 532 123 45 67',
      email: ' Info@Example.ORG ',
      projectIds: ['6f1c1f63-6f7b-4f55-9a3e-1c1f636f7b4f', '6f1c1f63-6f7b-4f55-9a3e-1c1f636f7b4f'],
      city: '',
    });
    expect(r).toMatchObject({ phone: '+905321234567', email: 'info@example.org', city: null });
    expect(r.projectIds).toHaveLength(1);
    expect(withDefaults(centres, r)).toMatchObject({ kind: 'in_person', status: 'active' });
  });

  it('refuses invalid phones, URLs, times and unsafe rich text', () => {
    expect(
      issues(
        createSchema(centres).safeParse({
          name: 'x',
          countryId: '6f1c1f63-6f7b-4f55-9a3e-1c1f636f7b4f',
          phone: '+90 12',
          location: 'javascript:alert(1)',
        }),
      ),
    ).toMatchObject({
      phone: 'validation.invalidPhone',
      location: 'resources.validation.url',
    });
    expect(
      issues(
        createSchema(holidays).safeParse({
          name: 'x',
          startsOn: '2025-01-01',
          endsOn: '2025-01-02',
          opensAt: '25:00',
        }),
      ),
    ).toMatchObject({
      opensAt: 'resources.validation.time',
    });
    const docs = findResource('documents')!;
    expect(
      issues(createSchema(docs).safeParse({ title: 't', body: '<p onclick="x()">hi</p>' })),
    ).toMatchObject({
      body: 'resources.validation.unsafeContent',
    });
  });

  it('needs the version on update and lets optional fields be cleared', () => {
    expect(issues(updateSchema(centres).safeParse({ name: 'x' }))).toMatchObject({
      version: 'resources.validation.version',
    });
    expect(updateSchema(centres).parse({ version: 3, city: '' })).toEqual({
      version: 3,
      city: null,
    });
    expect(issues(updateSchema(centres).safeParse({ version: 3, name: null }))).toMatchObject({
      name: 'validation.required',
    });
  });

  it('checks Quran ranges against the Quran data', () => {
    const sections = findResource('book-sections')!;
    const base = { bookId: '6f1c1f63-6f7b-4f55-9a3e-1c1f636f7b4f', position: 1, title: 'x' };
    expect(
      createSchema(sections).safeParse({
        ...base,
        quranRange: { from: { surah: 2, ayah: 1 }, to: { surah: 2, ayah: 286 } },
      }).success,
    ).toBe(true);
    expect(
      issues(
        createSchema(sections).safeParse({
          ...base,
          quranRange: { from: { surah: 2, ayah: 1 }, to: { surah: 2, ayah: 287 } },
        }),
      ),
    ).toMatchObject({
      quranRange: 'quran.invalidAyah',
    });
  });

  it('runs the cross-field rules', () => {
    expect(holidays.validate!({ startsOn: '2025-02-01', endsOn: '2025-01-01' })).toEqual([
      { field: 'endsOn', code: 'resources.validation.dateOrder' },
    ]);
    expect(
      holidays.validate!({
        startsOn: '2025-01-01',
        endsOn: '2025-01-01',
        kind: 'special_hours',
        opensAt: '10:00',
      }),
    ).toEqual([{ field: 'closesAt', code: 'resources.validation.timesRequired' }]);
  });
});

describe('list queries', () => {
  it('reads paging, sort, search and filters by kind', () => {
    const r = parseListQuery(centres, {
      page: '2',
      pageSize: '50',
      sort: '-name',
      q: 'النور',
      status: 'active,closed',
      'capacity.min': '10',
      'openedOn.from': '2020-01-01',
      archived: 'include',
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({
      page: 2,
      pageSize: 50,
      sort: { field: 'name', dir: 'desc' },
      q: 'النور',
      archived: 'include',
    });
    expect(r.value.filters).toEqual([
      { field: 'status', op: 'in', values: ['active', 'closed'] },
      { field: 'capacity', op: 'range', min: 10, max: undefined },
      { field: 'openedOn', op: 'between', from: '2020-01-01', to: undefined },
    ]);
    expect(listQueryParams(r.value)).toMatchObject({
      sort: '-name',
      status: 'active,closed',
      'capacity.min': '10',
    });
  });

  it('refuses undeclared sort keys, unknown parameters, bad values and pages over 100', () => {
    const r = parseListQuery(centres, {
      sort: 'address',
      colour: 'red',
      status: 'open',
      pageSize: '500',
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.issues).toMatchObject({
      sort: { code: 'resources.validation.sort' },
      colour: { code: 'resources.validation.unknownParameter' },
      status: { code: 'validation.invalidChoice' },
      pageSize: { code: 'validation.tooBig' },
    });
  });
});

describe('kinds', () => {
  it('has one entry per kind with a schema and an export writer', () => {
    for (const spec of Object.values(KINDS)) {
      expect(typeof spec.schema).toBe('function');
      expect(typeof spec.exportValue).toBe('function');
    }
  });

  it('writes export cells by kind and locale', () => {
    const ctx = (locale: 'ar' | 'en') => ({
      locale,
      record: { salaryCurrency: 'TRY' },
      labelOf: () => 'مركز النور',
      enumLabel: (_f: string, v: string) => `label:${v}`,
      fieldName: 'f',
    });
    const status = enumOf({ a: L, b: L }, { label: L });
    expect(exportCell(status, 'b', ctx('en'))).toBe('label:b');
    const salary = findResource('centre-employees')!.fields.salary!;
    expect(exportCell(salary, 150050, ctx('en'))).toBe(1500.5);
    expect(exportCell(centres.fields.countryId!, 'x', ctx('ar'))).toBe('مركز النور');
    const range = findResource('book-sections')!.fields.quranRange!;
    expect(
      exportCell(range, { from: { surah: 2, ayah: 1 }, to: { surah: 2, ayah: 5 } }, ctx('ar')),
    ).toBe('٢:١–٢:٥');
  });

  it('lets phones be found by their national form', () => {
    expect(fieldSearchText(centres.fields.phone!, '+905321234567')).toBe(
      '+905321234567 05321234567',
    );
    expect(fieldSearchText(centres.fields.phone!, '+963944123456')).toBe(
      '+963944123456 0944123456',
    );
  });

  it('keeps rich text to the safe subset', () => {
    expect(
      isSafeRichText(
        '<p dir="rtl">نص <strong>مهم</strong> <a href="https://x.org" target="_blank">رابط</a></p>',
      ),
    ).toBe(true);
    expect(isSafeRichText('<script>alert(1)</script>')).toBe(false);
    expect(isSafeRichText('<a href="javascript:alert(1)">x</a>')).toBe(false);
    expect(isSafeRichText('<img src=x onerror=alert(1)>')).toBe(false);
    expect(isSafeRichText('<!-- x --><p>x</p>')).toBe(false);
    expect(isSafeRichText('a < b')).toBe(false);
  });
});
