import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type the rest of the server speaks, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  /** Applies the migrations in apps/server/drizzle (the same files on both engines). */
  migrate(): Promise<void>;
  /** How many migrations of apps/server/drizzle this database has not applied yet. */
  pendingMigrations(): Promise<number>;
  /** Runs a raw SQL query and returns its rows. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs raw SQL statements on one connection inside one transaction. */
  rawTransaction<T>(fn: (query: QueryFn) => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tar, to open copies with `loadDataDir`. */
  dumpDataDir?: () => Promise<Blob>;
}

export type QueryFn = <T = Record<string, unknown>>(
  text: string,
  params?: unknown[],
) => Promise<T[]>;

export const MIGRATIONS_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** The migrations the code knows (drizzle's journal). */
function knownMigrations(): number {
  const journal = JSON.parse(
    readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
  ) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** Known migrations minus those recorded as applied (all of them when none ever ran). */
async function pendingOf(query: QueryFn): Promise<number> {
  const [table] = await query<{ t: string | null }>(
    `select to_regclass('drizzle.__drizzle_migrations')::text as t`,
  );
  if (!table?.t) return knownMigrations();
  const [row] = await query<{ n: string | number }>(
    'select count(*) as n from drizzle.__drizzle_migrations',
  );
  return Math.max(0, knownMigrations() - Number(row?.n ?? 0));
}

/** The advisory lock key the migrations run under on PostgreSQL (any constant bigint). */
export const MIGRATION_LOCK = 7_305_211_020_350;

export interface OpenOptions {
  /** A postgres:// URL; when absent, an embedded PGlite database is used. */
  url?: string | undefined;
  /** Folder for the embedded database; omitted means in memory (tests). */
  dataDir?: string | undefined;
  /** Load a PGlite data directory dump (a migrated template) instead of starting empty. */
  loadDataDir?: Blob | File | undefined;
  /** Pool size for PostgreSQL (default 10). */
  poolMax?: number | undefined;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolMax ?? 10);
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // Keep failures of idle clients from crashing the process; queries will surface them.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  poolOf.set(db, pool);
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Several processes may start at once on one database (replicas after an upgrade): each
      // waits for this lock, held on one connection for the whole run, so the first applies
      // the pending migrations and the others find nothing left to do. Without it two would
      // race on the same CREATE statements and one would fail to start.
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        try {
          await conn.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
          await migratePg(drizzlePg({ client: conn, schema }), {
            migrationsFolder: MIGRATIONS_FOLDER,
          });
        } finally {
          await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
        }
      } finally {
        conn.release();
      }
    },
    async query<T>(text: string, params?: unknown[]) {
      const res = await pool.query(text, params);
      return res.rows as T[];
    },
    pendingMigrations: () =>
      pendingOf(async <R>(text: string, params?: unknown[]) => {
        const res = await pool.query(text, params);
        return res.rows as R[];
      }),
    async rawTransaction<T>(fn: (query: QueryFn) => Promise<T>) {
      const conn = await pool.connect();
      try {
        await conn.query('begin');
        const result = await fn(async <R>(text: string, params?: unknown[]) => {
          const res = await conn.query(text, params);
          return res.rows as R[];
        });
        await conn.query('commit');
        return result;
      } catch (err) {
        await conn.query('rollback');
        throw err;
      } finally {
        conn.release();
      }
    },
    async ping() {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  let location: string | undefined;
  if (dataDir) {
    location = join(resolve(dataDir), 'pglite');
    mkdirSync(location, { recursive: true });
  }
  const client = new PGlite({
    ...(location ? { dataDir: location } : {}),
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  await client.waitReady;
  const drz = drizzlePglite({ client, schema });
  const db = drz as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      await migratePglite(drz, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    async query<T>(text: string, params?: unknown[]) {
      const res = await client.query<T>(text, params);
      return res.rows;
    },
    pendingMigrations: () =>
      pendingOf(async <R>(text: string, params?: unknown[]) => {
        const res = await client.query<R>(text, params);
        return res.rows;
      }),
    async rawTransaction<T>(fn: (query: QueryFn) => Promise<T>) {
      return client.transaction(async (tx) =>
        fn(async <R>(text: string, params?: unknown[]) => (await tx.query<R>(text, params)).rows),
      );
    },
    async ping() {
      if (closed) return false;
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

export { schema };

/** The pool under each PostgreSQL database's `db` (not under a transaction's, nor PGlite's). */
const poolOf = new WeakMap<Db, pg.Pool>();
const dialect = new PgDialect();
/**
 * Dates, times and intervals (and their arrays) as PostgreSQL's text, as Drizzle's driver
 * answers them everywhere else (`timestamptz` 1184, `timestamp` 1114, `date` 1082, `interval`
 * 1186, and the arrays 1185, 1115, 1182, 1187, 1231), never as JavaScript `Date`s.
 */
const AS_TEXT = new Set([1184, 1114, 1082, 1186, 1185, 1115, 1182, 1187, 1231]);
const driverTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    AS_TEXT.has(oid)
      ? (value: string) => value
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

/**
 * A read sent as a **named prepared statement** on PostgreSQL: each pooled connection parses it
 * once and, after PostgreSQL's first five custom plans, reuses its generic plan, where an
 * unnamed statement is parsed and planned on every call. For the few statements of every
 * request whose planning costs as much as their execution (the session's access on every
 * signed-in request: 0.35 ms of planning for 0.05 ms of execution; the ring day's load:
 * bench/README.md). `name` is the statement's, the same text every call (a query whose text
 * varies with its arguments must not use it). Outside a transaction only; on PGlite and inside a
 * transaction it is `db.execute`. After a migration changes a column such a statement reads,
 * restart the processes (as every deployment does: migrations run at start).
 */
export async function executePrepared(db: Db, name: string, query: SQL): Promise<unknown> {
  const pool = poolOf.get(db);
  if (!pool) return db.execute(query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  return pool.query({ name, text, values: params, types: driverTypes });
}

/**
 * One read with PostgreSQL's parallel workers off for it (`SET LOCAL` in a transaction of its
 * own). For a read made of many small index scans that a busy server answers many of at once
 * (the dashboard's figures and waiting counts, composed into one statement each): the planner
 * adds up their costs as if it were one big query and starts two workers, which took the
 * figures' statement from 10 ms alone to 27 ms of CPU with them, and cost the dashboard's
 * throughput at 50 in flight (bench/README.md). Inside a caller's transaction it is a
 * savepoint, and the setting lasts to the end of the caller's transaction.
 */
export async function readWithoutParallelWorkers(db: Db, query: SQL): Promise<unknown> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return tx.execute(query);
  });
}
