import {
  KINDS,
  RESOURCES,
  tokenize,
  type ListFilter,
  type ListQuery,
  type ResourceDefinition,
} from '@qc/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { tableNamed, type BoundResource } from './resource-binding.ts';

/**
 * The generic repository: the only code of the resource engine that touches Drizzle. It
 * speaks field names and plain records; scope conditions come from resource-scope.ts.
 */

export type Row = Record<string, unknown>;

/** The columns of a record: system columns plus the given fields. */
export function selection(b: BoundResource, fields: readonly string[]): Record<string, PgColumn> {
  const out: Record<string, PgColumn> = {
    id: b.id,
    version: b.version,
    createdAt: b.createdAt,
    updatedAt: b.updatedAt,
    archivedAt: b.archivedAt,
  };
  for (const f of fields) out[f] = b.columns[f]!;
  return out;
}

/** Column of a field or of a listable system column. */
function columnFor(b: BoundResource, field: string): PgColumn {
  if (field === 'createdAt') return b.createdAt;
  if (field === 'updatedAt') return b.updatedAt;
  const c = b.columns[field];
  if (!c) throw new Error(`Resource ${b.def.name}: no column for ${field}`);
  return c;
}

/** Escapes LIKE wildcards so a user's % or _ match literally. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A typed array literal built from bound parameters (works the same on PGlite and pg). */
function arrayOf(values: readonly string[], type: 'uuid' | 'text'): SQL {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;
}

function filterCondition(b: BoundResource, f: ListFilter): SQL | undefined {
  const field = b.def.fields[f.field]!;
  const col = b.columns[f.field]!;
  switch (f.op) {
    case 'in':
      if (field.kind === 'multiEnum') return sql`${col} && ${arrayOf(f.values, 'text')}`;
      if (field.kind === 'multiReference') return sql`${col} && ${arrayOf(f.values, 'uuid')}`;
      return inArray(col, f.values);
    case 'is':
      return eq(col, f.value);
    case 'range':
      return and(
        f.min !== undefined ? gte(col, f.min) : undefined,
        f.max !== undefined ? lte(col, f.max) : undefined,
      );
    case 'between': {
      if (field.kind === 'dateTime') {
        const next = (d: string) =>
          new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString();
        return and(
          f.from ? gte(col, `${f.from}T00:00:00Z`) : undefined,
          f.to ? lt(col, next(f.to)) : undefined,
        );
      }
      return and(f.from ? gte(col, f.from) : undefined, f.to ? lte(col, f.to) : undefined);
    }
  }
}

/** The WHERE of a list: scope, archived, filters, extra parameters and the search words. */
export function listWhere(
  b: BoundResource,
  query: Pick<ListQuery, 'archived' | 'filters' | 'q'>,
  scope: SQL | undefined,
  /** Conditions of the module's extra list parameters (`listParams` of the resource's hooks). */
  extra: readonly SQL[] = [],
): SQL | undefined {
  const parts: Array<SQL | undefined> = [scope, ...extra];
  if (query.archived === 'exclude') parts.push(isNull(b.archivedAt));
  if (query.archived === 'only') parts.push(isNotNull(b.archivedAt));
  for (const f of query.filters) parts.push(filterCondition(b, f));
  if (query.q && b.search) {
    for (const word of tokenize(query.q).slice(0, 6))
      parts.push(sql`${b.search} like ${`%${likeEscape(word)}%`}`);
  }
  return and(...parts);
}

/**
 * The query of a list page: ordered by the sort key, then the id in the same direction, so that
 * an index on (key, id) gives the rows in order either way (migration 0048, one per sort key a
 * definition offers) and the first page walks it instead of sorting the table.
 */
export function listRowsQuery(
  db: Db,
  b: BoundResource,
  fields: readonly string[],
  where: SQL | undefined,
  query: Pick<ListQuery, 'sort'>,
  limit: number,
  offset: number,
) {
  const sortCol = columnFor(b, query.sort.field);
  const dir = query.sort.dir === 'desc' ? desc : asc;
  return db
    .select(selection(b, fields))
    .from(b.table)
    .where(where)
    .orderBy(dir(sortCol), dir(b.id))
    .limit(limit)
    .offset(offset);
}

export async function listRows(
  db: Db,
  b: BoundResource,
  fields: readonly string[],
  where: SQL | undefined,
  query: Pick<ListQuery, 'sort'>,
  limit: number,
  offset: number,
): Promise<Row[]> {
  return (await listRowsQuery(db, b, fields, where, query, limit, offset)) as Row[];
}

/**
 * Rows counted exactly up to this many; past it a list's total is the planner's estimate
 * (docs/resource-engine.md, "Totals"): counting every row of a large table on every page cost
 * more than the page itself (406 ms at 100,000 students).
 */
export const EXACT_TOTAL_UP_TO = 1000;

/**
 * A list's total: exact when at most EXACT_TOTAL_UP_TO rows match (counting stops one row past
 * it), else PostgreSQL's estimate of the matching rows (EXPLAIN, no rows read), never below
 * what is known to exist, rounded up to two significant digits.
 */
export async function countRowsBounded(
  db: Db,
  b: BoundResource,
  where: SQL | undefined,
): Promise<{ total: number; estimated: boolean }> {
  const matching = db
    .select({ one: sql`1` })
    .from(b.table)
    .where(where);
  const [row] = await db
    .select({ n: count() })
    .from(matching.limit(EXACT_TOTAL_UP_TO + 1).as('matching'));
  const exact = Number(row?.n ?? 0);
  if (exact <= EXACT_TOTAL_UP_TO) return { total: exact, estimated: false };
  const plan = await db.execute(sql`explain (format json) ${matching}`);
  return { total: roundEstimate(Math.max(planRows(plan), exact)), estimated: true };
}

/** The planner's row estimate from an `explain (format json)` answer (pg or PGlite). */
function planRows(answer: unknown): number {
  const rows = (answer as { rows?: Array<Record<string, unknown>> }).rows ?? [];
  const cell = rows[0] ? Object.values(rows[0])[0] : undefined;
  const json = (typeof cell === 'string' ? JSON.parse(cell) : cell) as
    Array<{ Plan?: { 'Plan Rows'?: number } }> | undefined;
  return Number(json?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * 98,734 → 99,000; 1,001 → 1,100: an estimate shown with the precision it has, rounded up so
 * that it never falls below the rows counted.
 */
function roundEstimate(n: number): number {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 1);
  return Math.ceil(n / step) * step;
}

/** One record by id (archived included), within a condition; null when not visible. */
export async function findRow(
  db: Db,
  b: BoundResource,
  id: string,
  fields: readonly string[],
  condition: SQL | undefined,
  forUpdate = false,
): Promise<Row | null> {
  const q = db
    .select(selection(b, fields))
    .from(b.table)
    .where(and(eq(b.id, id), condition))
    .limit(1);
  const rows = (forUpdate ? await q.for('update') : await q) as Row[];
  return rows[0] ?? null;
}

/** The first record (singletons). */
export async function firstRow(db: Db, b: BoundResource, fields: readonly string[]) {
  const rows = (await db
    .select(selection(b, fields))
    .from(b.table)
    .orderBy(asc(b.createdAt))
    .limit(1)) as Row[];
  return rows[0] ?? null;
}

/** Field values → column values of an insert or update (field names → Drizzle properties). */
function toColumns(b: BoundResource, values: Row): Row {
  const out: Row = {};
  for (const [field, value] of Object.entries(values)) {
    const prop = b.def.fields[field]?.column ?? field;
    out[prop] = value;
  }
  return out;
}

export async function insertRow(
  tx: Db,
  b: BoundResource,
  values: Row,
  search: string | undefined,
  fields: readonly string[],
  /** Columns the definition does not declare (Drizzle property names), written as given. */
  extraColumns: Row = {},
): Promise<Row> {
  const data = { ...extraColumns, ...toColumns(b, values) };
  if (b.search && search !== undefined) data.search = search;
  const rows = (await tx
    .insert(b.table)
    .values(data as never)
    .returning(selection(b, fields))) as Row[];
  return rows[0]!;
}

/** Applies changes when the stored version matches; null when it does not (stale). */
export async function updateRow(
  tx: Db,
  b: BoundResource,
  id: string,
  expectedVersion: number,
  values: Row,
  search: string | undefined,
  fields: readonly string[],
): Promise<Row | null> {
  const data: Row = {
    ...toColumns(b, values),
    version: sql`${b.version} + 1`,
    updatedAt: sql`now()`,
  };
  if (b.search && search !== undefined) data.search = search;
  const rows = (await tx
    .update(b.table)
    .set(data as never)
    .where(and(eq(b.id, id), eq(b.version, expectedVersion)))
    .returning(selection(b, fields))) as Row[];
  return rows[0] ?? null;
}

/** Archives (or restores) records, bumping their version. */
export async function setArchived(
  tx: Db,
  b: BoundResource,
  ids: readonly string[],
  archived: boolean,
  fields: readonly string[],
  /** Columns the definition does not declare (Drizzle property names), written as given. */
  extraColumns: Row = {},
): Promise<Row[]> {
  if (ids.length === 0) return [];
  return (await tx
    .update(b.table)
    .set({
      ...extraColumns,
      archivedAt: archived ? sql`now()` : null,
      version: sql`${b.version} + 1`,
      updatedAt: sql`now()`,
    } as never)
    .where(and(inArray(b.id, [...ids]), archived ? isNull(b.archivedAt) : isNotNull(b.archivedAt)))
    .returning(selection(b, fields))) as Row[];
}

function pgCode(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Is the error a unique violation (another record has the value)? */
export const isUniqueViolation = (error: unknown) => pgCode(error) === '23505';

/**
 * Deletes a record unless something refers to it. References declared by definitions
 * (reference and multi-reference fields of every resource, and `referencedBy`) are checked
 * first; foreign keys of tables outside the engine are caught by trying the delete in a
 * savepoint. Answers 'referenced' when the record must be archived instead.
 */
export async function deleteRow(
  tx: Db,
  b: BoundResource,
  row: Row,
): Promise<'deleted' | 'referenced'> {
  if (await isReferenced(tx, b.def, row)) return 'referenced';
  try {
    await tx.transaction(async (sp) => {
      await sp.delete(b.table).where(eq(b.id, String(row.id)));
    });
    return 'deleted';
  } catch (error) {
    if (pgCode(error) === '23503') return 'referenced';
    throw error;
  }
}

/** Does any record (of any resource, or a declared external table) refer to this one? */
export async function isReferenced(tx: Db, def: ResourceDefinition, row: Row): Promise<boolean> {
  const checks: SQL[] = [];
  for (const other of RESOURCES) {
    for (const [name, field] of Object.entries(other.fields)) {
      if (
        (field.kind !== 'reference' && field.kind !== 'multiReference') ||
        field.resource !== def.name
      )
        continue;
      // Two definitions over one table (countries, country-settings) share the column.
      const table = tableNamed(other.table);
      if (!table) continue;
      const column = sql.identifier(columnName(table, other.fields[name]?.column ?? name));
      const tableId = sql.identifier(other.table);
      checks.push(
        field.kind === 'reference'
          ? sql`exists (select 1 from ${tableId} where ${column} = ${String(row.id)}::uuid)`
          : sql`exists (select 1 from ${tableId} where ${String(row.id)}::uuid = any(${column}))`,
      );
    }
  }
  for (const ext of def.referencedBy ?? []) {
    const value = ext.by ? row[ext.by] : row.id;
    if (value === null || value === undefined) continue;
    checks.push(
      sql`exists (select 1 from ${sql.identifier(ext.table)} where ${sql.identifier(ext.column)}::text = ${String(value)})`,
    );
  }
  if (checks.length === 0) return false;
  const result: unknown = await tx.execute(
    sql`select (${sql.join(checks, sql` or `)}) as referenced`,
  );
  const rows = (result as { rows?: Array<{ referenced: unknown }> }).rows ?? [];
  return rows[0]?.referenced === true;
}

function columnName(table: PgTable, prop: string): string {
  const columns = getTableColumns(table) as Record<string, PgColumn | undefined>;
  return columns[prop]?.name ?? prop;
}

/** Is a value of a unique field already used by another record (archived ones included)? */
export async function valueTaken(
  tx: Db,
  b: BoundResource,
  field: string,
  value: unknown,
  exceptId: string | undefined,
): Promise<boolean> {
  const col = b.columns[field]!;
  const rows = await tx
    .select({ id: b.id })
    .from(b.table)
    .where(and(eq(col, value), exceptId ? ne(b.id, exceptId) : undefined))
    .limit(1);
  return rows.length > 0;
}

/** Records of a resource by ids, with some fields, within a condition (archived included). */
export async function rowsByIds(
  db: Db,
  b: BoundResource,
  ids: readonly string[],
  fields: readonly string[],
  condition: SQL | undefined,
): Promise<Row[]> {
  if (ids.length === 0) return [];
  return (await db
    .select(selection(b, fields))
    .from(b.table)
    .where(and(inArray(b.id, [...ids]), condition))) as Row[];
}

/** Is a field usable as a SQL sort key (kind registry)? */
export const sortable = (def: ResourceDefinition, field: string) =>
  field === 'createdAt' || field === 'updatedAt' || KINDS[def.fields[field]!.kind].sortable;

/** Rewrites the search text of one record (re-indexing). */
export async function setSearch(tx: Db, b: BoundResource, id: string, search: string) {
  if (!b.search) return;
  await tx
    .update(b.table)
    .set({ search } as never)
    .where(eq(b.id, id));
}
