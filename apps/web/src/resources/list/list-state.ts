import type { ResourceDefinition, SortKey } from '@qc/domain/resources/define-resource';
import {
  listParameters,
  listQueryParams,
  parseListQuery,
  type ArchivedFilter,
  type ListFilter,
} from '@qc/domain/resources/list-query';

/**
 * What a generic list shows: page, page size, sort, search, archived records and the filter
 * bar's filters. It lives in the address (so a list can be shared, reloaded and returned to),
 * with the same parameter names as the API (`status=active,closed`, `capacity.min=10`,
 * `openedOn.from=2024-01-01`, `sort=-name`), and defaults left out.
 */
export interface ListState {
  page: number;
  pageSize: number;
  sort: SortKey;
  q: string;
  archived: ArchivedFilter;
  filters: ListFilter[];
}

/** Fixed filters of a screen (`{ status: ['published'] }`): always applied, never shown. */
export type FixedFilters = Readonly<Record<string, readonly string[]>>;

export const PAGE_SIZES = [10, 25, 50, 100] as const;

export function defaultListState(def: ResourceDefinition): ListState {
  return {
    page: 1,
    pageSize: def.list.pageSize ?? 25,
    sort: def.list.defaultSort,
    q: '',
    archived: 'exclude',
    filters: [],
  };
}

/**
 * Reads the list state from the address. Parameters the list does not know (`id`, another
 * screen's) are ignored and a malformed value is dropped, so a stale bookmark still opens.
 */
export function readListState(
  def: ResourceDefinition,
  search: URLSearchParams,
  fixed: FixedFilters = {},
): ListState {
  const known = new Set(listParameters(def));
  const raw: Record<string, string> = {};
  for (const [key, value] of search) {
    const field = key.split('.')[0]!;
    if (known.has(key) && !(field in fixed)) raw[key] = value;
  }
  let parsed = parseListQuery(def, raw);
  if (!parsed.ok) {
    for (const key of Object.keys(parsed.issues)) delete raw[key];
    parsed = parseListQuery(def, raw);
  }
  if (!parsed.ok) return defaultListState(def);
  const q = parsed.value;
  return {
    page: q.page,
    pageSize: q.pageSize,
    sort: q.sort,
    q: q.q ?? '',
    archived: q.archived,
    filters: q.filters,
  };
}

/** The address parameters of a list state, defaults left out. */
export function toSearchParams(def: ResourceDefinition, state: ListState): Record<string, string> {
  const d = defaultListState(def);
  const sameSort = state.sort.field === d.sort.field && state.sort.dir === d.sort.dir;
  return listQueryParams({
    page: state.page > 1 ? state.page : undefined,
    pageSize: state.pageSize !== d.pageSize ? state.pageSize : undefined,
    sort: sameSort ? undefined : state.sort,
    q: state.q.trim() || undefined,
    archived: state.archived,
    filters: state.filters,
  });
}

/**
 * True when two list states put the same parameters in the address. The data grid reports its
 * sort and page again when its columns or rows change (after the labels or the first page
 * arrive); such a report is no change and must not navigate, or it would replace a navigation
 * still under way (a click on "new", whose form page is still loading, was lost that way).
 */
export function sameListState(def: ResourceDefinition, a: ListState, b: ListState): boolean {
  const x = toSearchParams(def, a);
  const y = toSearchParams(def, b);
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((k) => x[k] === y[k]);
}

function withFixed(params: Record<string, string>, fixed: FixedFilters): Record<string, string> {
  const out = { ...params };
  for (const [field, values] of Object.entries(fixed)) out[field] = values.join(',');
  return out;
}

/** The query of the list API for a state (page and size always sent). */
export function apiListParams(
  def: ResourceDefinition,
  state: ListState,
  fixed: FixedFilters = {},
): Record<string, string> {
  const params = listQueryParams({
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort,
    q: state.q.trim() || undefined,
    archived: state.archived,
    filters: state.filters,
  });
  return withFixed(params, fixed);
}

/** The query of an export: the list's filters, search, sort and archived choice, every page. */
export function exportParams(
  def: ResourceDefinition,
  state: ListState,
  format: 'xlsx' | 'csv',
  fixed: FixedFilters = {},
): Record<string, string> {
  const { page: _page, pageSize: _size, ...rest } = apiListParams(def, state, fixed);
  return { ...rest, format };
}

/** The filter of a field in a state, if any. */
export function filterOf(state: ListState, field: string): ListFilter | undefined {
  return state.filters.find((f) => f.field === field);
}

/** Replaces (or removes, with undefined) the filter of a field; back to the first page. */
export function withFilter(
  state: ListState,
  field: string,
  filter: ListFilter | undefined,
): ListState {
  const others = state.filters.filter((f) => f.field !== field);
  return { ...state, page: 1, filters: filter ? [...others, filter] : others };
}

/** Is a filter empty (nothing chosen)? Empty filters are dropped rather than sent. */
export function isEmptyFilter(filter: ListFilter): boolean {
  switch (filter.op) {
    case 'in':
      return filter.values.length === 0;
    case 'is':
      return false;
    case 'range':
      return filter.min === undefined && filter.max === undefined;
    case 'between':
      return !filter.from && !filter.to;
  }
}

/** How many filters (and search) narrow the list: shown on the filter button. */
export function activeFilterCount(state: ListState): number {
  return state.filters.filter((f) => !isEmptyFilter(f)).length;
}
