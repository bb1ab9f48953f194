import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { withDatabaseName } from './pg-url.ts';

/** Which engine this test run uses: PGlite unless TEST_DB=postgres (with TEST_DATABASE_URL). */
export function testDbKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export interface TestDatabaseOptions {
  /**
   * `demo`: the demo organisation already loaded (`seedDemo` with the demo accounts). It is
   * seeded once per run, by the first file that asks, and every file gets a private copy.
   */
  template?: 'empty' | 'demo';
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite (a copy of the migrated
 * template), or a new database on the PostgreSQL server of TEST_DATABASE_URL (a copy of the
 * run's migrated template database) that is dropped again by `close()`.
 */
export async function createTestDatabase(
  kind: 'pglite' | 'postgres' = testDbKind(),
  options: TestDatabaseOptions = {},
): Promise<Database> {
  const demo = options.template === 'demo';
  if (kind === 'pglite') {
    // A copy of a template; migrate() then finds nothing to do.
    const template = demo ? await demoPgliteTemplate() : inject('pgliteTemplate');
    const database = await openDatabase(template ? { loadDataDir: templateBlob(template) } : {});
    await database.migrate();
    return database;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const base = inject('pgTemplate');
  const template = base && demo ? await demoPgTemplate(adminUrl, base) : base;
  const name = `qc_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await createPgDatabase(adminUrl, name, template);
  const database = await openDatabase({ url: withDatabaseName(adminUrl, name), poolMax: 5 });
  await database.migrate();
  if (demo && !template) await seed(database);
  const close = database.close.bind(database);
  database.close = async () => {
    await close();
    await admin(adminUrl, `drop database if exists ${name} with (force)`);
  };
  return database;
}

/** The templates' bytes, read once per worker (the files of a run never change). */
const templateBytes = new Map<string, Uint8Array>();

/**
 * A template as the Blob PGlite loads a data directory from. PGlite reads it with
 * `arrayBuffer()`, which on a Blob made of a Buffer streams the ~50 MB through chunks and joins
 * them again: about a third of opening a copy (0.35 of 1.1-1.5 s on 2 cores). This one hands it
 * a copy of the bytes kept in memory.
 */
function templateBlob(file: string): Blob {
  let bytes = templateBytes.get(file);
  if (!bytes) {
    bytes = new Uint8Array(readFileSync(file));
    templateBytes.set(file, bytes);
  }
  const kept = bytes;
  return new (class extends Blob {
    override arrayBuffer(): Promise<ArrayBuffer> {
      return Promise.resolve(kept.slice().buffer);
    }
  })([]);
}

async function seed(database: Database) {
  // Loaded when first needed: most files never seed.
  const { seedDemo } = await import('../../src/db/seed/demo.ts');
  await seedDemo(database, { withAccounts: true });
}

/** The demo organisation on PGlite, as a data directory tar made once per run. */
async function demoPgliteTemplate(): Promise<string> {
  const file = join(inject('templatesDir'), 'demo.tar');
  await once(file, async () => {
    const database = await openDatabase({
      loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
    });
    try {
      await database.migrate();
      await seed(database);
      const tar = await database.dumpDataDir!();
      writeFileSync(`${file}.part`, Buffer.from(await tar.arrayBuffer()));
      renameSync(`${file}.part`, file);
    } finally {
      await database.close();
    }
  });
  return file;
}

/** The demo organisation on PostgreSQL, as a template database made once per run. */
async function demoPgTemplate(adminUrl: string, base: string): Promise<string> {
  const name = `${base}_demo`;
  await once(join(inject('templatesDir'), `${name}.ready`), async (ready) => {
    await createPgDatabase(adminUrl, name, base);
    const database = await openDatabase({ url: withDatabaseName(adminUrl, name), poolMax: 2 });
    try {
      await seed(database);
    } finally {
      // No session may stay connected to a template while it is copied.
      await database.close();
    }
    writeFileSync(ready, name);
  });
  return name;
}

/**
 * Makes `file` once across the run's workers: the first caller takes a lock (a folder) and
 * makes it; the others wait for it to appear (or for the maker's failure, which they share).
 */
async function once(file: string, make: (file: string) => Promise<void>): Promise<void> {
  if (existsSync(file)) return;
  const failed = `${file}.failed`;
  try {
    mkdirSync(`${file}.lock`);
  } catch {
    for (let waited = 0; !existsSync(file); waited += 200) {
      if (existsSync(failed)) throw new Error(readFileSync(failed, 'utf8'));
      if (waited > 600_000) throw new Error(`${file} was not made within 10 minutes`);
      await new Promise((r) => setTimeout(r, 200));
    }
    return;
  }
  try {
    await make(file);
  } catch (err) {
    writeFileSync(failed, `making ${file} failed: ${String(err)}`);
    throw err;
  }
}

/** `create database`, from a template when given (retried while another copy holds it). */
async function createPgDatabase(adminUrl: string, name: string, template: string) {
  const text = template
    ? `create database ${name} template ${template}`
    : `create database ${name}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await admin(adminUrl, text);
      return;
    } catch (err) {
      // 55006: the template is being accessed by another session (a copy being made).
      if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
}

async function admin(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
