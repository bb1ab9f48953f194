import { centreEmployeesResource, centresResource } from '@qc/domain/organisation/index';
import { describe, expect, it } from 'vitest';
import { defaultVisibility, listColumns, mergeVisibility, shownColumns } from './column-prefs.ts';

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
});
