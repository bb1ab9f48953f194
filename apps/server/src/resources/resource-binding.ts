import { columnOf, RESOURCES, type ResourceDefinition } from '@qc/domain';
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { ScopeColumns } from '../access/scope-condition.ts';
import * as schema from '../db/schema/index.ts';

/** A definition with its Drizzle table and columns: what the generic repository works on. */
export interface BoundResource {
  def: ResourceDefinition;
  table: PgTable;
  id: PgColumn;
  version: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
  archivedAt: PgColumn;
  /** The Arabic-normalised search column (present when the definition searches). */
  search: PgColumn | undefined;
  /** Field name → column. */
  columns: Record<string, PgColumn>;
  /** The columns carrying the record's country, centre and ring (see `def.scope`). */
  scope: ScopeColumns | undefined;
}

export class ResourceBindingError extends Error {}

const tablesByName = new Map<string, PgTable>();
for (const value of Object.values(schema)) {
  if (is(value, PgTable)) tablesByName.set(getTableName(value), value);
}

/** The Drizzle table of a SQL table name, found among the schema's exports (no hand-kept list). */
export function tableNamed(name: string): PgTable | undefined {
  return tablesByName.get(name);
}

/** Binds a definition to its table; a missing table or column is a programming error. */
export function bindResource(def: ResourceDefinition): BoundResource {
  const table = tableNamed(def.table);
  if (!table) throw new ResourceBindingError(`Resource ${def.name}: no table "${def.table}"`);
  const all = getTableColumns(table) as Record<string, PgColumn>;
  const column = (prop: string, why: string): PgColumn => {
    const c = all[prop];
    if (!c)
      throw new ResourceBindingError(
        `Resource ${def.name}: table ${def.table} has no ${prop} (${why})`,
      );
    return c;
  };
  const columns: Record<string, PgColumn> = {};
  for (const field of Object.keys(def.fields))
    columns[field] = column(columnOf(def, field), 'field');
  const scopeColumn = (f: string | undefined) =>
    f === undefined ? undefined : f === 'id' ? column('id', 'scope') : columns[f];
  const scope = def.scope
    ? {
        country: scopeColumn(def.scope.country),
        centre: scopeColumn(def.scope.centre),
        ring: scopeColumn(def.scope.ring),
      }
    : undefined;
  return {
    def,
    table,
    id: column('id', 'record columns'),
    version: column('version', 'record columns'),
    createdAt: column('createdAt', 'record columns'),
    updatedAt: column('updatedAt', 'record columns'),
    archivedAt: column('archivedAt', 'record columns'),
    search: def.list.search.length > 0 ? column('search', 'list.search') : undefined,
    columns,
    scope: scope
      ? Object.fromEntries(Object.entries(scope).filter(([, c]) => c !== undefined))
      : undefined,
  };
}

let bound: Map<string, BoundResource> | undefined;

/** Every registered resource, bound (once per process). */
export function boundResources(): Map<string, BoundResource> {
  if (!bound) bound = new Map(RESOURCES.map((def) => [def.name, bindResource(def)]));
  return bound;
}

export function boundResource(name: string): BoundResource {
  const r = boundResources().get(name);
  if (!r) throw new ResourceBindingError(`Unknown resource "${name}"`);
  return r;
}
