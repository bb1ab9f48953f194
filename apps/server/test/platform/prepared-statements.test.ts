import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executePrepared, type Database } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/json-rows.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

/**
 * `executePrepared` (db/client.ts): the hottest reads (the session's access on every signed-in
 * request, the ring day's load) go as named prepared statements on PostgreSQL, so that a pooled
 * connection plans them once; they must answer exactly what `db.execute` answers.
 */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('executePrepared', () => {
  it('is a named prepared statement on PostgreSQL and a plain one on PGlite', async () => {
    // A named statement is in its session's pg_prepared_statements while it runs (and after,
    // on its connection); an unnamed one never is. A name of this run's own, asked plain first.
    const name = `prepared-probe-${randomUUID()}`;
    const probe = sql`select count(*)::int as n from pg_prepared_statements where name = ${name}`;
    const plain = rowsOf<{ n: number }>(await database.db.execute(probe));
    const named = rowsOf<{ n: number }>(await executePrepared(database.db, name, probe));
    expect(plain[0]!.n).toBe(0);
    expect(named[0]!.n).toBe(database.kind === 'postgres' ? 1 : 0);
  });

  it('answers the rows db.execute answers: dates, times and intervals as text, JSON parsed', async () => {
    const query = sql`select ${'2026-11-30'}::date as d, ${'2026-11-30T10:00:00Z'}::timestamptz as t,
      ${'2026-11-30 10:00'}::timestamp as ts, ${'1 day'}::interval as i,
      array[${'2026-11-30'}::date] as ds, 7::int as n, true as b, ${'{"a":[1]}'}::jsonb as j,
      json_build_object('day', ${'2026-12-01'}::date) as o`;
    // Twice: the second call of a named statement runs the one already prepared.
    for (let i = 0; i < 2; i++) {
      const prepared = rowsOf<Record<string, unknown>>(
        await executePrepared(database.db, 'prepared-types', query),
      );
      expect(prepared).toEqual(rowsOf(await database.db.execute(query)));
      expect(prepared[0]).toMatchObject({
        d: '2026-11-30',
        n: 7,
        b: true,
        j: { a: [1] },
        o: { day: '2026-12-01' },
      });
      expect(typeof prepared[0]!.t).toBe('string');
    }
  });

  it("inside a transaction it runs on the transaction's connection", async () => {
    const seen = await database.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table prepared_probe (v int) on commit drop`);
      await tx.execute(sql`insert into prepared_probe values (41)`);
      return rowsOf<{ v: number }>(
        await executePrepared(tx, 'prepared-in-tx', sql`select v + 1 as v from prepared_probe`),
      );
    });
    expect(seen).toEqual([{ v: 42 }]);
  });
});
