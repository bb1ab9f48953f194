import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';
import { withDatabaseName } from './pg-url.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of a migrated, empty PGlite data directory, which each test database starts from. */
    pgliteTemplate: string;
    /**
     * A folder of this run for templates made on demand (the demo organisation's), shared by
     * the workers (`test-templates.ts`).
     */
    templatesDir: string;
    /** On PostgreSQL: the migrated, empty database each test database is created from ('' without). */
    pgTemplate: string;
  }
}

/**
 * Runs once before the server's test files: migrates one embedded database and keeps its data
 * directory as a file. Every test file then opens its own copy of it instead of creating a
 * database from nothing and migrating it again (measured under load on 2 cores: about 3 s for a
 * copy, 7 s from nothing). The copy is still a fresh, private database per file. On PostgreSQL
 * (TEST_DB=postgres) the same: one migrated database, which `create database … template` copies.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'qc-pglite-template-'));
  const database = await openDatabase({});
  try {
    await database.migrate();
    const tar = await database.dumpDataDir!();
    const file = join(dir, 'migrated.tar');
    writeFileSync(file, Buffer.from(await tar.arrayBuffer()));
    project.provide('pgliteTemplate', file);
    project.provide('templatesDir', dir);
  } finally {
    await database.close();
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  let pgTemplate = '';
  if (process.env.TEST_DB === 'postgres' && adminUrl) {
    pgTemplate = `qc_tpl_${process.pid}_${randomBytes(3).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${pgTemplate}`);
    const migrated = await openDatabase({
      url: withDatabaseName(adminUrl, pgTemplate),
      poolMax: 2,
    });
    try {
      await migrated.migrate();
    } finally {
      await migrated.close();
    }
  }
  project.provide('pgTemplate', pgTemplate);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (adminUrl && pgTemplate) {
      // The templates made on demand from it carry its name as their prefix.
      const rows = await adminQuery(
        adminUrl,
        `select datname from pg_database where datname like '${pgTemplate}%'`,
      );
      for (const { datname } of rows as Array<{ datname: string }>)
        await adminQuery(adminUrl, `drop database if exists ${datname} with (force)`);
    }
  };
}

async function adminQuery(url: string, text: string): Promise<unknown[]> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return (await admin.query(text)).rows;
  } finally {
    await admin.end();
  }
}
