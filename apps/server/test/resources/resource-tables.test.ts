import { RESOURCES, type Field } from '@qc/domain';
import { getTableColumns } from 'drizzle-orm';
import type { PgArray, PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { KIND_STORAGE } from '../../src/resources/kind-storage.ts';
import { bindResource, tableNamed } from '../../src/resources/resource-binding.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

/**
 * Tables are explicit Drizzle code; this checks every definition against its table so the
 * two cannot drift: each field has a column of a type that can hold its kind, nullability
 * agrees with `required`, searched resources have an indexed search column, unique fields a
 * unique index, and the migrated database really has them.
 */

function columnType(column: PgColumn): string {
  if (column.columnType === 'PgArray')
    return `PgArray<${(column as PgArray<never, never>).baseColumn.columnType}>`;
  return column.columnType;
}

function expectedDefault(field: Field): boolean {
  return 'default' in field && field.default !== undefined;
}

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

describe('definitions against tables', () => {
  for (const def of RESOURCES) {
    it(`${def.name} matches table ${def.table}`, () => {
      const table = tableNamed(def.table);
      expect(table, `table ${def.table} exists in the schema`).toBeDefined();
      const bound = bindResource(def);
      const columns = getTableColumns(table!) as Record<string, PgColumn>;
      for (const name of ['id', 'createdAt', 'updatedAt', 'version', 'archivedAt'])
        expect(columns[name], `${def.table}.${name}`).toBeDefined();
      for (const [name, field] of Object.entries(def.fields)) {
        const column = bound.columns[name]!;
        const where = `${def.name}.${name} (${def.table}.${column.name})`;
        expect(
          KIND_STORAGE[field.kind].columnTypes,
          `${where}: ${field.kind} stored as ${columnType(column)}`,
        ).toContain(columnType(column));
        if (field.required) expect(column.notNull, `${where} is required, so NOT NULL`).toBe(true);
        else if (column.notNull)
          expect(
            column.hasDefault || expectedDefault(field),
            `${where} is optional but NOT NULL without a default`,
          ).toBe(true);
      }
      if (def.list.search.length > 0) expect(columns.search, `${def.table}.search`).toBeDefined();
    });
  }

  it('has the search columns trigram-indexed and unique fields unique-indexed in the database', async () => {
    const indexes = await database.query<{ tablename: string; indexdef: string }>(
      `select tablename, indexdef from pg_indexes where schemaname = 'public'`,
    );
    for (const def of RESOURCES) {
      const defs = indexes.filter((i) => i.tablename === def.table).map((i) => i.indexdef);
      if (def.list.search.length > 0)
        expect(
          defs.some((d) => /USING gin \(search gin_trgm_ops\)/.test(d)),
          `${def.table} search index`,
        ).toBe(true);
      for (const [name, field] of Object.entries(def.fields)) {
        if (!field.unique) continue;
        const column = bindResource(def).columns[name]!.name;
        expect(
          defs.some((d) => d.startsWith('CREATE UNIQUE INDEX') && d.includes(`(${column})`)),
          `${def.table}.${column} unique index`,
        ).toBe(true);
      }
    }
  });

  it('has every column of every definition in the migrated database, with the same nullability', async () => {
    const cols = await database.query<{
      table_name: string;
      column_name: string;
      is_nullable: string;
    }>(
      `select table_name, column_name, is_nullable from information_schema.columns where table_schema = 'public'`,
    );
    for (const def of RESOURCES) {
      const bound = bindResource(def);
      for (const [name, column] of Object.entries(bound.columns)) {
        const actual = cols.find(
          (c) => c.table_name === def.table && c.column_name === column.name,
        );
        expect(actual, `${def.table}.${column.name} (field ${name}) is migrated`).toBeDefined();
        expect(actual!.is_nullable === 'NO', `${def.table}.${column.name} nullability`).toBe(
          column.notNull,
        );
      }
    }
  });
});
