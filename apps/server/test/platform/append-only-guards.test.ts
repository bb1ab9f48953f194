import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openMigratedDatabase, ownedByCurrentRole } from '../../src/db/app-role.ts';
import type { Database } from '../../src/db/client.ts';
import { withDatabaseName } from '../helpers/pg-url.ts';
import { testConfig, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase, testDbKind } from '../helpers/test-database.ts';
import { bearer, createOrganisation, createUser, signIn } from '../identity/identity-helpers.ts';

/**
 * The database keeps its append-only tables whoever connects: TRUNCATE is refused by a
 * statement-level trigger (row triggers never see it), on both engines. On PostgreSQL the
 * application runs as a role that owns nothing, so it could not even disable that trigger.
 */

/** Tables whose rows a trigger guards against UPDATE or DELETE (the append-only tables). */
async function guardedTables(database: Database): Promise<string[]> {
  const rows = await database.query<{ t: string }>(
    `select distinct c.relname as t from pg_trigger tg join pg_class c on c.oid = tg.tgrelid
      where c.relnamespace = 'public'::regnamespace and not tg.tgisinternal
        and (tg.tgtype & 1) = 1 and (tg.tgtype & 2) = 2 and (tg.tgtype & 24) <> 0
      order by 1`,
  );
  return rows.map((r) => r.t);
}

describe('append-only tables refuse TRUNCATE', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  it('on every table a row trigger guards, whoever asks, and through a CASCADE', async () => {
    const tables = await guardedTables(database);
    // The ledger, the audit log, certificates and every workflow's event table are among them.
    expect(tables).toEqual(
      expect.arrayContaining([
        'journal_entries',
        'journal_lines',
        'audit_log',
        'test_certificates',
        'issued_documents',
        'training_thank_certificates',
        'test_request_events',
        'student_case_events',
        'donation_events',
        'advance_events',
        'reward_events',
      ]),
    );
    const refusedOn: string[] = [];
    for (const table of tables) {
      try {
        await database.query(`truncate "${table}" cascade`);
      } catch (error) {
        if (/TRUNCATE refused/.test(String(error))) refusedOn.push(table);
      }
    }
    expect(refusedOn).toEqual(tables);
    // A parent table's CASCADE reaches its append-only children, and is refused with them.
    await expect(database.query('truncate students cascade')).rejects.toThrow(/TRUNCATE refused/);
    await expect(database.query('truncate users cascade')).rejects.toThrow(/TRUNCATE refused/);
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(testDbKind() !== 'postgres' || !adminUrl)('the application database role', () => {
  const role = `qc_app_${randomBytes(4).toString('hex')}`;
  let owner: Database;
  let app: TestApp;
  let appUrl: string;

  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    owner = await createTestDatabase('postgres');
    const [{ name } = { name: '' }] = await owner.query<{ name: string }>(
      'select current_database() as name',
    );
    await admin(`create role ${role} login`);
    const ownerUrl = withDatabaseName(adminUrl!, name);
    const u = new URL(ownerUrl);
    u.username = role;
    u.password = '';
    appUrl = u.toString();
    // As `npm start` does with both URLs: migrate as the owner, grant, connect as the app.
    const database = await openMigratedDatabase({
      DATABASE_URL: appUrl,
      MIGRATION_DATABASE_URL: ownerUrl,
    });
    const config = testConfig();
    const built = await buildApp({ config, database, logger: false });
    app = {
      ...built,
      database,
      config,
      close: async () => {
        await built.app.close();
        await database.close();
      },
    };
  });
  afterAll(async () => {
    await app?.close();
    await owner?.query(`drop owned by ${role}`);
    await owner?.close();
    await admin(`drop role if exists ${role}`);
  });

  it('serves the application: reads, writes and audits as a role that owns nothing', async () => {
    expect(app.database.kind).toBe('postgres');
    const [me] = await app.database.query<{ u: string }>('select current_user as u');
    expect(me!.u).toBe(role);
    expect(await ownedByCurrentRole(app.database)).toBe(0);
    const org = await createOrganisation(app);
    const user = await createUser(app, {
      assignments: [{ role: 'org_admin', level: 'organisation' }],
    });
    const { accessToken } = await signIn(app, user.email);
    const renamed = await app.app.inject({
      method: 'PATCH',
      url: `/api/centres/${org.a.centre.id}`,
      headers: bearer(accessToken),
      payload: { name: 'مركز النور', version: org.a.centre.version },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const audits = await app.database.query<{ n: number }>(
      "select count(*)::int as n from audit_log where resource = 'centres'",
    );
    expect(audits[0]!.n).toBeGreaterThan(0);
  });

  it('can neither empty, alter, drop nor create a table, nor set the guards aside', async () => {
    for (const [statement, refusal] of [
      ['truncate audit_log', /permission denied/],
      ['truncate students cascade', /permission denied/],
      ['truncate login_throttle', /permission denied/],
      ['alter table audit_log disable trigger audit_log_no_truncate', /must be owner/],
      ['alter table journal_lines add column x integer', /must be owner/],
      ['drop table journal_entries cascade', /must be owner/],
      ['create table intruder (id integer)', /permission denied/],
      ['delete from audit_log', /append-only/],
    ] as const)
      await expect(app.database.query(statement), statement).rejects.toThrow(refusal);
  });

  it('leaves the owner bound by the TRUNCATE triggers too', async () => {
    await expect(owner.query('truncate audit_log')).rejects.toThrow(/TRUNCATE refused/);
  });
});
