import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';

/** Which engine this test run uses: PGlite unless TEST_DB=postgres (with TEST_DATABASE_URL). */
export function testDbKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

function withDatabaseName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite (a copy of the migrated
 * template), or a new database on the PostgreSQL server of TEST_DATABASE_URL that is dropped
 * again by `close()`.
 */
export async function createTestDatabase(
  kind: 'pglite' | 'postgres' = testDbKind(),
): Promise<Database> {
  if (kind === 'pglite') {
    // A copy of the migrated template of global-setup.ts; migrate() then finds nothing to do.
    const template = inject('pgliteTemplate');
    const database = await openDatabase(
      template ? { loadDataDir: new Blob([readFileSync(template)]) } : {},
    );
    await database.migrate();
    return database;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `qc_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const database = await openDatabase({ url: withDatabaseName(adminUrl, name), poolMax: 5 });
  await database.migrate();
  const close = database.close.bind(database);
  database.close = async () => {
    await close();
    const again = new pg.Client({ connectionString: adminUrl });
    await again.connect();
    await again.query(`drop database if exists ${name} with (force)`);
    await again.end();
  };
  return database;
}
