import { openDatabase, type Database } from './client.ts';

/**
 * The database role the application runs as. In production the server connects with
 * `DATABASE_URL` as a role that owns nothing: it reads and writes rows, and can neither empty a
 * table (`TRUNCATE`), alter or drop it, nor create one. The migrations run as the owner of the
 * tables, over `MIGRATION_DATABASE_URL`, which then grants the application's role what it needs
 * (docs/operations.md). Without `MIGRATION_DATABASE_URL` the one role of `DATABASE_URL` (or
 * PGlite's single user) migrates and runs the app, as before.
 */

export interface DatabaseUrls {
  /** What the application connects with; absent: the embedded PGlite in `dataDir`. */
  DATABASE_URL?: string | undefined;
  /** The owner of the tables, for migrations; absent: `DATABASE_URL` migrates itself. */
  MIGRATION_DATABASE_URL?: string | undefined;
  dataDir?: string | undefined;
  /** `off`: apply nothing, refuse to start while a migration is pending (default `on`). */
  MIGRATE_ON_START?: 'on' | 'off' | undefined;
  /** The application's pool: the most connections it opens at once (default 10). */
  DATABASE_POOL_MAX?: number | undefined;
}

export class PendingMigrationsError extends Error {}

const quoteIdent = (s: string) => `"${s.replace(/"/g, '""')}"`;

/** The role name in a postgres:// URL. */
export function roleOfUrl(url: string): string {
  const user = decodeURIComponent(new URL(url).username);
  if (!user) throw new Error('DATABASE_URL names no user: the application role cannot be granted');
  return user;
}

/**
 * What the application's role may do, granted by the owner after each migration (so tables a
 * migration adds are covered): rows of every table and the sequences behind identity columns.
 * Not TRUNCATE, REFERENCES nor TRIGGER, and nothing on the schema but USAGE: the DDL rights stay
 * the owner's, who cannot give them away by a grant.
 */
export async function grantAppRole(owner: Database, role: string): Promise<void> {
  const r = quoteIdent(role);
  const [me] = await owner.query<{ u: string }>('select current_user as u');
  if (me?.u === role) return; // one role for both: nothing to grant to oneself
  await owner.rawTransaction(async (q) => {
    await q(`grant usage on schema public to ${r}`);
    await q(`grant select, insert, update, delete on all tables in schema public to ${r}`);
    await q(`revoke truncate, references, trigger on all tables in schema public from ${r}`);
    await q(`grant usage, select, update on all sequences in schema public to ${r}`);
  });
}

/** How many tables, sequences or views of the schema the connected role owns. */
export async function ownedByCurrentRole(database: Database): Promise<number> {
  const [row] = await database.query<{ n: number }>(
    `select count(*)::int as n from pg_class
      where relnamespace = 'public'::regnamespace and relowner = (
        select oid from pg_roles where rolname = current_user)`,
  );
  return row?.n ?? 0;
}

/**
 * Opens the application's database, migrated: as the owner over `MIGRATION_DATABASE_URL` when
 * it is given (then the grants to the role of `DATABASE_URL`, and the app connects as that
 * role), or over the application's own connection otherwise.
 */
export async function openMigratedDatabase(urls: DatabaseUrls): Promise<Database> {
  if (urls.MIGRATE_ON_START === 'off') {
    // Migrations are someone else's job (a one-shot `npm run db -- migrate` before the
    // replicas start): this process only checks that they ran, as the application's role.
    const database = await openDatabase({
      url: urls.DATABASE_URL,
      dataDir: urls.dataDir,
      poolMax: urls.DATABASE_POOL_MAX,
    });
    const pending = await database.pendingMigrations().catch(async (err: unknown) => {
      await database.close();
      throw err;
    });
    if (pending > 0) {
      await database.close();
      throw new PendingMigrationsError(
        `${pending} migration(s) not applied and MIGRATE_ON_START=off: run \`npm run db -- migrate\` (as the owner) first`,
      );
    }
    return database;
  }
  if (urls.MIGRATION_DATABASE_URL) {
    if (!urls.DATABASE_URL)
      throw new Error('MIGRATION_DATABASE_URL is set without DATABASE_URL: set both or neither');
    const owner = await openDatabase({ url: urls.MIGRATION_DATABASE_URL, poolMax: 2 });
    try {
      await owner.migrate();
      await grantAppRole(owner, roleOfUrl(urls.DATABASE_URL));
    } finally {
      await owner.close();
    }
    return openDatabase({ url: urls.DATABASE_URL, poolMax: urls.DATABASE_POOL_MAX });
  }
  const database = await openDatabase({
    url: urls.DATABASE_URL,
    dataDir: urls.dataDir,
    poolMax: urls.DATABASE_POOL_MAX,
  });
  await database.migrate();
  return database;
}
