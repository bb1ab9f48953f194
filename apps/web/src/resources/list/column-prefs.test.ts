import {
  centreEmployeesResource,
  centresResource,
  starTypesResource,
} from '@qc/domain/organisation/index';
import { followupReasonsResource } from '@qc/domain/rings/followup-reasons.resource';
import { describe, expect, it } from 'vitest';
import {
  columnsStorageKey,
  defaultVisibility,
  listColumns,
  mergeVisibility,
  shownColumns,
} from './column-prefs.ts';

describe('column choice', () => {
  it('starts from the definition: listed columns, the hidden ones off', () => {
    const v = defaultVisibility(centresResource, false);
    expect(Object.keys(v)).toEqual([...centresResource.list.columns]);
    expect(v.phone).toBe(false);
    expect(v.openedOn).toBe(false);
    expect(v.name).toBe(true);
  });

  it('keeps the stored choice, forgets columns that are gone and never hides them all', () => {
    const defaults = defaultVisibility(centresResource, false);
    const merged = mergeVisibility(defaults, {
      phone: true,
      city: false,
      removed: true,
      name: 'x',
    });
    expect(merged.phone).toBe(true);
    expect(merged.city).toBe(false);
    expect(merged.name).toBe(true);
    expect('removed' in merged).toBe(false);
    const none = Object.fromEntries(Object.keys(defaults).map((k) => [k, false]));
    expect(shownColumns(mergeVisibility(defaults, none))).toEqual(['name']);
    expect(mergeVisibility(defaults, 'garbage')).toEqual(defaults);
  });

  it('offers sensitive columns only to users who may see them', () => {
    const def = {
      ...centreEmployeesResource,
      list: { ...centreEmployeesResource.list, columns: ['employeeId', 'salary'] },
    };
    expect(listColumns(def, false)).toEqual(['employeeId']);
    expect(listColumns(def, true)).toEqual(['employeeId', 'salary']);
  });

  it("shows a record named per language by the reader's name first; codes and other languages hidden", () => {
    const ar = defaultVisibility(starTypesResource, false, 'ar');
    expect(Object.keys(ar)[0]).toBe('nameAr');
    expect(shownColumns(ar)[0]).toBe('nameAr');
    expect(ar.code).toBe(false);
    expect(ar.nameEn).toBe(false);
    expect(ar.nameFr).toBe(false);
    expect(ar.points).toBe(true);

    // French readers find their own name column even where the definition did not list it.
    expect(starTypesResource.list.columns).not.toContain('nameFr');
    const fr = defaultVisibility(starTypesResource, false, 'fr');
    expect(shownColumns(fr)[0]).toBe('nameFr');
    expect(fr.nameAr).toBe(false);
    expect(fr.code).toBe(false);
    expect(listColumns(starTypesResource, false, 'fr')).toContain('nameAr');

    const reasons = defaultVisibility(followupReasonsResource, false, 'ar');
    expect(shownColumns(reasons)).toEqual(['nameAr', 'status']);
    expect(shownColumns(defaultVisibility(followupReasonsResource, false, 'en'))[0]).toBe('nameEn');
  });

  it('keeps a column choice per language only for records named per language', () => {
    expect(columnsStorageKey('star-types', 'fr')).not.toBe(columnsStorageKey('star-types', 'ar'));
    expect(columnsStorageKey('students')).toBe(columnsStorageKey('students', undefined));
  });
});
