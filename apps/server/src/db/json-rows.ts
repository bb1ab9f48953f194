import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Many rows for one `insert … select` as a single JSON parameter, read back by
 * `jsonb_to_recordset`: `columns` is the parenthesised column list and `select` the rows typed
 * as the table's columns. A bulk write then costs Node one `JSON.stringify` whatever its size,
 * where a `values` list is built as a bound parameter per value (about 0.1 ms of the query
 * builder's time per row of a wide table: most of the ring day save's Node time).
 *
 * Every row gives the same `keys` (the table's property names); a column not given takes its
 * default. Values go through JSON: strings, numbers, booleans, null, and objects for jsonb.
 */
export function jsonRows<T extends PgTable>(
  table: T,
  keys: ReadonlyArray<keyof T['$inferInsert'] & string>,
  rows: ReadonlyArray<T['$inferInsert']>,
): { columns: SQL; select: SQL } {
  const all = getTableColumns(table);
  const picked = keys.map((key) => {
    const column = all[key];
    if (!column) throw new Error(`${key} is not a column`);
    return { key, name: column.name, type: column.getSQLType() };
  });
  const payload = rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const p of picked) out[p.name] = (row as Record<string, unknown>)[p.key] ?? null;
    return out;
  });
  const names = sql.join(
    picked.map((p) => sql.identifier(p.name)),
    sql`, `,
  );
  const typed = sql.join(
    picked.map((p) => sql`${sql.identifier(p.name)} ${sql.raw(p.type)}`),
    sql`, `,
  );
  return {
    columns: sql`(${names})`,
    select: sql`select ${names} from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb) as x(${typed})`,
  };
}

/** The rows of a raw statement's answer, whichever engine ran it. */
export function rowsOf<T>(answer: unknown): T[] {
  if (Array.isArray(answer)) return answer as T[];
  return ((answer as { rows?: T[] }).rows ?? []) as T[];
}
