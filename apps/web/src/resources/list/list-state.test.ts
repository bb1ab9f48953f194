import { centresResource, documentsResource } from '@qc/domain/organisation/index';
import { describe, expect, it } from 'vitest';
import {
  apiListParams,
  defaultListState,
  exportParams,
  readListState,
  sameListState,
  toSearchParams,
  withFilter,
  activeFilterCount,
  type ListState,
} from './list-state.ts';

const def = centresResource;
const uuid = '0b0e6f3c-8c39-4bd9-9a2e-6c2b8f0c1a11';

describe('list state in the address', () => {
  it('knows an unchanged state (the grid reporting its sort again) from a change', () => {
    const base = defaultListState(def);
    // The grid's report of the default sort, written out: the same address, no navigation.
    expect(sameListState(def, { ...base, sort: { ...def.list.defaultSort } }, base)).toBe(true);
    expect(sameListState(def, { ...base, q: '  ' }, base)).toBe(true);
    expect(sameListState(def, { ...base, page: 2 }, base)).toBe(false);
    expect(sameListState(def, { ...base, sort: { field: 'capacity', dir: 'desc' } }, base)).toBe(
      false,
    );
    expect(sameListState(def, { ...base, archived: 'include' }, base)).toBe(false);
  });

  it('leaves the defaults out of the address', () => {
    expect(toSearchParams(def, defaultListState(def))).toEqual({});
  });

  it('writes every part with the API parameter names and reads it back', () => {
    const state: ListState = {
      page: 3,
      pageSize: 50,
      sort: { field: 'capacity', dir: 'desc' },
      q: 'الفرقان',
      archived: 'include',
      filters: [
        { field: 'status', op: 'in', values: ['active', 'closed'] },
        { field: 'countryId', op: 'in', values: [uuid] },
        { field: 'capacity', op: 'range', min: 10, max: 200 },
        { field: 'openedOn', op: 'between', from: '2020-01-01', to: undefined },
      ],
    };
    const params = toSearchParams(def, state);
    expect(params).toEqual({
      page: '3',
      pageSize: '50',
      sort: '-capacity',
      q: 'الفرقان',
      archived: 'include',
      status: 'active,closed',
      countryId: uuid,
      'capacity.min': '10',
      'capacity.max': '200',
      'openedOn.from': '2020-01-01',
    });
    const back = readListState(def, new URLSearchParams(params));
    expect(back).toEqual({
      ...state,
      filters: expect.arrayContaining(state.filters) as unknown as ListState['filters'],
    });
    expect(back.filters).toHaveLength(4);
  });

  it('ignores unknown parameters and drops malformed values instead of failing', () => {
    const state = readListState(
      def,
      new URLSearchParams({
        id: uuid,
        other: 'x',
        sort: 'notAColumn',
        status: 'active,nonsense',
        'capacity.min': 'many',
        q: 'نور',
      }),
    );
    expect(state.sort).toEqual(def.list.defaultSort);
    expect(state.filters).toEqual([]);
    expect(state.q).toBe('نور');
  });

  it('always sends page and size to the API, and the screen fixed filters', () => {
    const docs = documentsResource;
    const fixed = { status: ['published'] };
    const state = readListState(
      docs,
      new URLSearchParams({ status: 'draft', category: 'forms' }),
      fixed,
    );
    // A fixed filter cannot be replaced from the address.
    expect(state.filters).toEqual([{ field: 'category', op: 'in', values: ['forms'] }]);
    const params = apiListParams(docs, state, fixed);
    expect(params).toMatchObject({
      page: '1',
      pageSize: '25',
      status: 'published',
      category: 'forms',
    });
  });

  it('exports what the list shows, every page', () => {
    const state = withFilter(defaultListState(def), 'kind', {
      field: 'kind',
      op: 'in',
      values: ['online'],
    });
    const params = exportParams(def, { ...state, page: 4, q: 'مركز' }, 'csv');
    expect(params).toEqual({ sort: 'name', q: 'مركز', kind: 'online', format: 'csv' });
  });

  it('counts active filters and goes back to the first page when one changes', () => {
    const start = { ...defaultListState(def), page: 5 };
    const next = withFilter(start, 'status', { field: 'status', op: 'in', values: ['active'] });
    expect(next.page).toBe(1);
    expect(activeFilterCount(next)).toBe(1);
    expect(activeFilterCount(withFilter(next, 'status', undefined))).toBe(0);
  });
});
