import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';
import type { Database } from './client.ts';

/**
 * A portable logical backup: gzip-compressed JSON lines, the same on PGlite and PostgreSQL.
 * Line 1 is a header (format, migrations applied, tables with row counts); then one line per
 * chunk of rows `{ "t": table, "rows": [...] }`. Restoring replaces every table's rows in one
 * transaction after checking that the target database has the same migrations.
 */
export interface BackupHeader {
  format: 'qc-backup';
  formatVersion: 1;
  createdAt: string;
  migrations: number;
  tables: Array<{ name: string; rows: number }>;
}

const CHUNK = 2000;

interface TableInfo {
  name: string;
  columns: string[];
}

async function migrationCount(database: Database): Promise<number> {
  const rows = await database.query<{ n: string | number }>(
    'select count(*) as n from drizzle.__drizzle_migrations',
  );
  return Number(rows[0]?.n ?? 0);
}

/** User tables of the public schema in an order where every table follows those it references. */
export async function tablesInDependencyOrder(database: Database): Promise<TableInfo[]> {
  const tables = await database.query<{ table_name: string }>(
    `select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const fks = await database.query<{ child: string; parent: string }>(
    `select tc.table_name as child, ccu.table_name as parent
       from information_schema.table_constraints tc
       join information_schema.constraint_column_usage ccu
         on tc.constraint_name = ccu.constraint_name and tc.table_schema = ccu.table_schema
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'`,
  );
  const cols = await database.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
      where table_schema = 'public' and is_generated = 'NEVER'
      order by table_name, ordinal_position`,
  );
  const names = tables.map((t) => t.table_name);
  const deps = new Map(names.map((n) => [n, new Set<string>()]));
  for (const fk of fks) if (fk.child !== fk.parent) deps.get(fk.child)?.add(fk.parent);
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (n: string, path: Set<string>) => {
    if (seen.has(n) || path.has(n)) return;
    path.add(n);
    for (const p of deps.get(n) ?? []) visit(p, path);
    path.delete(n);
    seen.add(n);
    ordered.push(n);
  };
  for (const n of names) visit(n, new Set());
  return ordered.map((name) => ({
    name,
    columns: cols.filter((c) => c.table_name === name).map((c) => c.column_name),
  }));
}

const quoteIdent = (s: string) => `"${s.replace(/"/g, '""')}"`;

export async function tableCounts(database: Database): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of await tablesInDependencyOrder(database)) {
    const rows = await database.query<{ n: string | number }>(
      `select count(*) as n from ${quoteIdent(t.name)}`,
    );
    out[t.name] = Number(rows[0]?.n ?? 0);
  }
  return out;
}

export async function backupToFile(database: Database, file: string): Promise<BackupHeader> {
  const tables = await tablesInDependencyOrder(database);
  const counts = await tableCounts(database);
  const header: BackupHeader = {
    format: 'qc-backup',
    formatVersion: 1,
    createdAt: new Date().toISOString(),
    migrations: await migrationCount(database),
    tables: tables.map((t) => ({ name: t.name, rows: counts[t.name] ?? 0 })),
  };
  const gzip = createGzip();
  const out = createWriteStream(file);
  gzip.pipe(out);
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
  };
  await write(JSON.stringify(header));
  for (const t of tables) {
    const cols = t.columns.map(quoteIdent).join(', ');
    for (let offset = 0; offset < (counts[t.name] ?? 0); offset += CHUNK) {
      // Ordering by every column keeps pages stable without knowing the key.
      const rows = await database.query<{ r: Record<string, unknown> }>(
        `select row_to_json(x) as r from (select ${cols} from ${quoteIdent(t.name)}
           order by 1 limit ${CHUNK} offset ${offset}) x`,
      );
      await write(JSON.stringify({ t: t.name, rows: rows.map((r) => r.r) }));
    }
  }
  gzip.end();
  await once(out, 'finish');
  return header;
}

export class RestoreError extends Error {}

export async function restoreFromFile(database: Database, file: string): Promise<BackupHeader> {
  let header: BackupHeader | undefined;
  const expected = await migrationCount(database);
  const tables = await tablesInDependencyOrder(database);
  const known = new Map(tables.map((t) => [t.name, t]));
  return database.rawTransaction(async (query) => {
    // Created right before iterating: lines read while awaiting something else would be lost.
    const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()) });
    for await (const line of lines) {
      if (!line) continue;
      if (!header) {
        header = JSON.parse(line) as BackupHeader;
        if (header.format !== 'qc-backup') throw new RestoreError('Not a backup file');
        if (header.migrations !== expected) {
          throw new RestoreError(
            `Backup was taken at migration ${header.migrations}, this database is at ${expected}`,
          );
        }
        const names = tables.map((t) => quoteIdent(t.name)).join(', ');
        if (names) {
          // Append-only tables refuse TRUNCATE by a trigger (migration 0036); their owner, who
          // restores, sets it aside for this one statement, inside the transaction.
          const guards = await query<{ t: string; g: string }>(
            `select c.relname as t, tg.tgname as g from pg_trigger tg
               join pg_class c on c.oid = tg.tgrelid
              where c.relnamespace = current_schema()::regnamespace and not tg.tgisinternal
                and (tg.tgtype & 32) <> 0`,
          );
          const toggle = async (on: boolean) => {
            for (const r of guards)
              await query(
                `alter table ${quoteIdent(r.t)} ${on ? 'enable' : 'disable'} trigger ${quoteIdent(r.g)}`,
              );
          };
          await toggle(false);
          await query(`truncate ${names} cascade`);
          await toggle(true);
          // The rows come back exactly as they were backed up: no trigger acts on them (one
          // that derives rows of another table, as readings mark student_progress, would
          // collide with those rows restored themselves). Enabled again before the commit.
          for (const t of tables)
            await query(`alter table ${quoteIdent(t.name)} disable trigger user`);
        }
        continue;
      }
      const chunk = JSON.parse(line) as { t: string; rows: Record<string, unknown>[] };
      const t = known.get(chunk.t);
      if (!t) throw new RestoreError(`Unknown table in backup: ${chunk.t}`);
      const cols = Object.keys(chunk.rows[0] ?? {}).filter((c) => t.columns.includes(c));
      if (cols.length === 0) continue;
      const list = cols.map(quoteIdent).join(', ');
      // OVERRIDING SYSTEM VALUE: identity columns (a journal entry's number) keep their values.
      await query(
        `insert into ${quoteIdent(t.name)} (${list}) overriding system value
         select ${list} from json_populate_recordset(null::${quoteIdent(t.name)}, $1::json)`,
        [JSON.stringify(chunk.rows)],
      );
    }
    if (!header) throw new RestoreError('Empty backup file');
    // The ring day figures and readers' months sum readings and attendance (migration 0057):
    // counted again from the rows just restored, so they agree with them even if the backup
    // caught a write between two tables (a backup reads table after table, not one snapshot).
    await query('select ring_day_figures_rebuild()');
    for (const t of tables) await query(`alter table ${quoteIdent(t.name)} enable trigger user`);
    // Identity columns go on from the highest restored value, not from where this database was.
    const identities = await query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns
        where table_schema = current_schema() and is_identity = 'YES'`,
    );
    for (const { table_name: table, column_name: column } of identities)
      await query(
        `select setval(pg_get_serial_sequence($1, $2),
                coalesce((select max(${quoteIdent(column)}) from ${quoteIdent(table)}), 0) + 1, false)`,
        [table, column],
      );
    return header;
  });
}
