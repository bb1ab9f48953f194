import { defineResource } from '@qc/domain/resources/define-resource';
import { enumOf, text } from '@qc/domain/resources/fields';
import { RESOURCES } from '@qc/domain/resources/registry';
import { l } from '@qc/domain/text/locale-text';
import { describe, expect, it } from 'vitest';
import { toEntry } from '../app/routes/screen-entry.ts';
import {
  detailPathOf,
  editPathOf,
  listPathOf,
  needsGenericList,
  newPathOf,
} from './resource-paths.ts';
import { deriveResourceScreens } from './screens.ts';

/** A plain entity as a new module would add it: one definition, nothing else. */
const plain = defineResource({
  name: 'graduation-years',
  module: 'training',
  label: {
    plural: l('سنوات التخرج', 'Graduation years', 'Années'),
    singular: l('سنة', 'Year', 'Année'),
  },
  fields: {
    name: text({ label: l('الاسم', 'Name', 'Nom'), required: true }),
    status: enumOf(
      { open: l('مفتوحة', 'Open', 'Ouverte') },
      { label: l('الحالة', 'Status', 'Statut') },
    ),
  },
  title: 'name',
});

describe('where the generic pages live', () => {
  it('lists a resource at its managing spec route, or at /r/<name>', () => {
    const centres = RESOURCES.find((d) => d.name === 'centres')!;
    const countries = RESOURCES.find((d) => d.name === 'countries')!;
    expect(listPathOf(centres)).toBe('/center-component');
    expect(listPathOf(countries)).toBe('/r/countries');
    expect(needsGenericList(countries)).toBe(true);
    expect(needsGenericList(centres)).toBe(false);
  });

  it('lists a resource on its purpose-built list screen, with no /r/<name> list', () => {
    const partners = RESOURCES.find((d) => d.name === 'partners')!;
    expect(listPathOf(partners)).toBe('/partnership-users-component');
    expect(needsGenericList(partners)).toBe(false);
    expect(deriveResourceScreens([partners])['/r/partners']).toBeUndefined();
  });

  it('opens records on the generic page unless the definition names its own', () => {
    expect(detailPathOf(plain, 'a b')).toBe('/r/graduation-years/a%20b');
    expect(detailPathOf({ ...plain, detailPage: '/student-page-component?id=:id' }, '42')).toBe(
      '/student-page-component?id=42',
    );
    expect(editPathOf(plain, '7')).toBe('/r/graduation-years/7/edit');
    expect(newPathOf(plain, { status: 'open' })).toBe('/r/graduation-years/new?status=open');
  });
});

describe('routes derived from the definitions', () => {
  const map = deriveResourceScreens(RESOURCES);

  it('serves every spec route a definition lists, with its mode, fixed filters and permission', () => {
    for (const def of RESOURCES) {
      for (const screen of def.screens) {
        const entry = toEntry(map[screen.route]!);
        expect(entry.permission).toBe(`${def.permission}:read`);
        expect(entry.props).toMatchObject({ resource: def.name, mode: screen.mode });
      }
    }
    expect(toEntry(map['/documentations-component']!).props).toMatchObject({
      mode: 'browse',
      fixedFilters: { status: ['published'] },
    });
  });

  it('gives a new plain entity its list, form and detail pages with no web code', () => {
    const derived = deriveResourceScreens([...RESOURCES, plain]);
    const list = toEntry(derived['/r/graduation-years']!);
    expect(list.permission).toBe('graduation-years:read');
    expect(list.props).toEqual({ resource: 'graduation-years', mode: 'manage' });
    // Named in the menu by its own title, which the catalogue has from the definition.
    expect(list.titleKey).toBe('resources.graduation-years.title');
    expect(derived['/r/:resource/new']).toBeDefined();
    expect(derived['/r/:resource/:id']).toBeDefined();
    expect(derived['/r/:resource/:id/edit']).toBeDefined();
  });

  it('keeps the shared form and detail pages out of the menu', () => {
    for (const path of ['/r/:resource/new', '/r/:resource/:id', '/r/:resource/:id/edit'])
      expect(toEntry(map[path]!).nav).toBe(false);
  });
});
