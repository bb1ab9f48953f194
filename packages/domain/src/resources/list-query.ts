import type { ResourceDefinition, SortKey } from './define-resource.ts';
import { KINDS, valueSchema } from './kinds.ts';

/** A filter of a list, by the kind of its field. */
export type ListFilter =
  | { field: string; op: 'in'; values: string[] }
  | { field: string; op: 'is'; value: boolean }
  | { field: string; op: 'range'; min?: number | undefined; max?: number | undefined }
  | { field: string; op: 'between'; from?: string | undefined; to?: string | undefined };

export type ArchivedFilter = 'exclude' | 'only' | 'include';

/** A parsed list request: paging, one sort key, search, archived records and filters. */
export interface ListQuery {
  page: number;
  pageSize: number;
  sort: SortKey;
  q?: string | undefined;
  archived: ArchivedFilter;
  filters: ListFilter[];
}

export const MAX_PAGE_SIZE = 100;

export interface QueryIssue {
  code: string;
  params?: Record<string, unknown>;
}

export type ParseResult<T> =
  { ok: true; value: T } | { ok: false; issues: Record<string, QueryIssue> };

type RawQuery = Record<string, unknown>;

const one = (v: unknown): string | undefined =>
  Array.isArray(v)
    ? v.length
      ? String(v[v.length - 1])
      : undefined
    : v === undefined
      ? undefined
      : String(v);

const many = (v: unknown): string[] =>
  (Array.isArray(v) ? v.map(String) : v === undefined ? [] : [String(v)])
    .flatMap((s) => s.split(','))
    .map((s) => s.trim())
    .filter(Boolean);

/** The query parameters a list of this resource understands (besides `extra`). */
export function listParameters(def: ResourceDefinition): string[] {
  const params = ['page', 'pageSize', 'sort', 'q', 'archived'];
  for (const name of def.list.filters) {
    const filter = KINDS[def.fields[name]!.kind].filter;
    if (filter === 'range') params.push(`${name}.min`, `${name}.max`);
    else if (filter === 'dateRange') params.push(`${name}.from`, `${name}.to`);
    else params.push(name);
  }
  return params;
}

const INT_MAX = 2147483647;

/** `yyyy-mm-dd` naming a day that exists (not 2026-02-31, not year 0). */
function isCalendarDay(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return (
    y >= 1 &&
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo - 1 &&
    date.getUTCDate() === d
  );
}

/**
 * Reads a list request from query parameters:
 *   page, pageSize (≤ 100), sort=field or sort=-field (declared sort keys only), q (search),
 *   archived=exclude|only|include, and per declared filter field:
 *   enum/reference/multi: `field=a,b`; boolean: `field=true`; number/money: `field.min`,
 *   `field.max`; date/date-time: `field.from`, `field.to`.
 * Unknown parameters are refused, so a misspelt filter never silently lists everything.
 */
export function parseListQuery(
  def: ResourceDefinition,
  raw: RawQuery,
  extra: readonly string[] = [],
): ParseResult<ListQuery> {
  const issues: Record<string, QueryIssue> = {};
  const known = new Set([...listParameters(def), ...extra]);
  for (const key of Object.keys(raw)) {
    if (!known.has(key)) issues[key] = { code: 'resources.validation.unknownParameter' };
  }

  const int = (key: string, fallback: number, min: number, max: number) => {
    const v = one(raw[key]);
    if (v === undefined || v === '') return fallback;
    const n = Number(v);
    if (!Number.isInteger(n)) {
      issues[key] = { code: 'validation.invalidType' };
      return fallback;
    }
    if (n < min) issues[key] = { code: 'validation.tooSmall', params: { min } };
    if (n > max) issues[key] = { code: 'validation.tooBig', params: { max } };
    return n;
  };
  const page = int('page', 1, 1, 100_000);
  const pageSize = int('pageSize', def.list.pageSize ?? 25, 1, MAX_PAGE_SIZE);

  let sort: SortKey = def.list.defaultSort;
  const sortRaw = one(raw.sort);
  if (sortRaw) {
    const desc = sortRaw.startsWith('-');
    const field = desc ? sortRaw.slice(1) : sortRaw;
    if (!def.list.sort.includes(field) && field !== def.list.defaultSort.field)
      issues.sort = { code: 'resources.validation.sort' };
    else sort = { field, dir: desc ? 'desc' : 'asc' };
  }

  const q = one(raw.q)?.trim();
  if (q && q.length > 100) issues.q = { code: 'validation.tooLong', params: { max: 100 } };

  const archivedRaw = one(raw.archived) ?? 'exclude';
  const archived: ArchivedFilter = ['exclude', 'only', 'include'].includes(archivedRaw)
    ? (archivedRaw as ArchivedFilter)
    : 'exclude';
  if (archivedRaw !== archived) issues.archived = { code: 'validation.invalidChoice' };

  const filters: ListFilter[] = [];
  for (const name of def.list.filters) {
    const field = def.fields[name]!;
    switch (KINDS[field.kind].filter) {
      case 'in': {
        const values = many(raw[name]);
        if (values.length === 0) break;
        if (values.length > 100) {
          issues[name] = { code: 'validation.tooBig', params: { max: 100 } };
          break;
        }
        const item =
          field.kind === 'multiEnum'
            ? valueSchema({ ...field, default: undefined, kind: 'enum' as const })
            : field.kind === 'multiReference'
              ? valueSchema({ ...field, kind: 'reference' as const })
              : valueSchema(field);
        const bad = values.find((v) => !item.safeParse(v).success);
        if (bad !== undefined) issues[name] = { code: 'validation.invalidChoice' };
        else filters.push({ field: name, op: 'in', values });
        break;
      }
      case 'boolean': {
        const v = one(raw[name]);
        if (v === undefined || v === '') break;
        if (v !== 'true' && v !== 'false') issues[name] = { code: 'validation.invalidChoice' };
        else filters.push({ field: name, op: 'is', value: v === 'true' });
        break;
      }
      case 'range': {
        const read = (key: string) => {
          const v = one(raw[key]);
          if (v === undefined || v === '') return undefined;
          const n = Number(v);
          if (!Number.isFinite(n)) {
            issues[key] = { code: 'validation.invalidType' };
            return undefined;
          }
          // Number columns hold at most 32-bit integers or small decimals: a bound beyond
          // that is refused here, not sent to the database (which would fail on it).
          if (n > INT_MAX) issues[key] = { code: 'validation.tooBig', params: { max: INT_MAX } };
          else if (n < -INT_MAX)
            issues[key] = { code: 'validation.tooSmall', params: { min: -INT_MAX } };
          else return n;
          return undefined;
        };
        const min = read(`${name}.min`);
        const max = read(`${name}.max`);
        if (min !== undefined || max !== undefined)
          filters.push({ field: name, op: 'range', min, max });
        break;
      }
      case 'dateRange': {
        const read = (key: string) => {
          const v = one(raw[key]);
          if (v === undefined || v === '') return undefined;
          if (!isCalendarDay(v)) {
            issues[key] = { code: 'validation.invalidDate' };
            return undefined;
          }
          return v;
        };
        const from = read(`${name}.from`);
        const to = read(`${name}.to`);
        if (from !== undefined || to !== undefined)
          filters.push({ field: name, op: 'between', from, to });
        break;
      }
      default:
        break;
    }
  }

  if (Object.keys(issues).length > 0) return { ok: false, issues };
  return { ok: true, value: { page, pageSize, sort, q: q || undefined, archived, filters } };
}

/** The query parameters of a list request (what the web puts in the URL). */
export function listQueryParams(query: Partial<ListQuery>): Record<string, string> {
  const out: Record<string, string> = {};
  if (query.page) out.page = String(query.page);
  if (query.pageSize) out.pageSize = String(query.pageSize);
  if (query.sort) out.sort = `${query.sort.dir === 'desc' ? '-' : ''}${query.sort.field}`;
  if (query.q) out.q = query.q;
  if (query.archived && query.archived !== 'exclude') out.archived = query.archived;
  for (const f of query.filters ?? []) {
    if (f.op === 'in') out[f.field] = f.values.join(',');
    else if (f.op === 'is') out[f.field] = String(f.value);
    else if (f.op === 'range') {
      if (f.min !== undefined) out[`${f.field}.min`] = String(f.min);
      if (f.max !== undefined) out[`${f.field}.max`] = String(f.max);
    } else {
      if (f.from) out[`${f.field}.from`] = f.from;
      if (f.to) out[`${f.field}.to`] = f.to;
    }
  }
  return out;
}
