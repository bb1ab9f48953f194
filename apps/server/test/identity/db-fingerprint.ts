import type { Database } from '../../src/db/client.ts';

/**
 * Every table of the public schema with its row count and a checksum of its rows (an md5 over
 * the sorted md5 of each row's text), so a test can show that a request wrote nothing: not a
 * new row, not a changed one, not a deleted one, in any table.
 */
export async function databaseFingerprint(database: Database): Promise<Record<string, string>> {
  const tables = await database.query<{ table_name: string }>(
    `select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const out: Record<string, string> = {};
  for (const { table_name } of tables) {
    const [row] = await database.query<{ n: number | string; h: string | null }>(
      `select count(*) as n, md5(string_agg(md5(t::text), '' order by md5(t::text))) as h
         from "${table_name.replace(/"/g, '""')}" t`,
    );
    out[table_name] = `${Number(row?.n ?? 0)} rows, ${row?.h ?? 'empty'}`;
  }
  return out;
}
