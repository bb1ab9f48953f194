import { DOCUMENTS_ROUTES } from '@qc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import {
  allocateSerial,
  registerIssuedDocument,
  revokeIssuedDocument,
} from '../../src/documents/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let db: Db;

beforeAll(async () => {
  t = await createTestApp();
  db = t.ctx.db;
});
afterAll(async () => {
  await t.close();
});

const at2026 = new Date('2026-11-24T10:00:00Z');

describe('serials', () => {
  it('are sequential per series and year, and restart each year', async () => {
    const taken: string[] = [];
    for (let i = 0; i < 3; i++)
      taken.push(await db.transaction((tx) => allocateSerial(tx, 'SEQ', at2026)));
    expect(taken).toEqual(['SEQ-2026-000001', 'SEQ-2026-000002', 'SEQ-2026-000003']);
    expect(
      await db.transaction((tx) => allocateSerial(tx, 'SEQ', new Date('2027-01-01T00:00:00Z'))),
    ).toBe('SEQ-2027-000001');
    expect(await db.transaction((tx) => allocateSerial(tx, 'OTHER', at2026))).toBe(
      'OTHER-2026-000001',
    );
  });

  it('are given back by a rolled-back issue (no gaps)', async () => {
    await expect(
      db.transaction(async (tx) => {
        expect(await allocateSerial(tx, 'GAP', at2026)).toBe('GAP-2026-000001');
        throw new Error('the issue failed');
      }),
    ).rejects.toThrow('the issue failed');
    expect(await db.transaction((tx) => allocateSerial(tx, 'GAP', at2026))).toBe('GAP-2026-000001');
  });

  it('make a concurrent issuer wait for the first to end, then take the next or the same number', async () => {
    // A takes a number and holds its transaction open; B asks meanwhile. On PostgreSQL B is
    // blocked on the counter row; it must then get A's number + 1 if A commits, or A's very
    // number if A rolls back. (On PGlite transactions run one after the other anyway.)
    for (const outcome of ['commit', 'rollback'] as const) {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let aTook = '';
      let signalTaken!: () => void;
      const taken = new Promise<void>((resolve) => (signalTaken = resolve));
      const a = db
        .transaction(async (tx) => {
          aTook = await allocateSerial(tx, 'LOCK', at2026);
          signalTaken();
          await gate;
          if (outcome === 'rollback') throw new Error('rolled back');
        })
        .catch((e: unknown) => e);
      await taken;
      const b = db.transaction((tx) => allocateSerial(tx, 'LOCK', at2026));
      release();
      await a;
      const bTook = await b;
      const n = (s: string) => Number(s.split('-')[2]);
      expect(n(bTook)).toBe(outcome === 'commit' ? n(aTook) + 1 : n(aTook));
    }
  });

  it('are unique and gap-free under many concurrent transactions', async () => {
    const serials = await Promise.all(
      Array.from({ length: 20 }, () => db.transaction((tx) => allocateSerial(tx, 'MANY', at2026))),
    );
    const numbers = serials.map((s) => Number(s.split('-')[2])).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});

describe('issued documents register', () => {
  async function issue(serial: string, publicFields: Record<string, string>) {
    await db.transaction((tx) =>
      registerIssuedDocument(tx, {
        serial,
        kind: 'certificate',
        language: 'ar',
        subjectResource: 'test-results',
        subjectId: '00000000-0000-4000-8000-000000000001',
        issuedBy: null,
        publicFields,
        issuedAt: new Date('2024-03-11T09:30:00Z'),
      }),
    );
  }
  const by = '00000000-0000-4000-8000-0000000000aa';

  beforeAll(async () => {
    await issue('CERT-2024-000001', {
      holder: 'عبد الرحمن الأنصاري',
      title: 'شهادة حفظ جزء عمّ',
      grade: 'ممتاز',
    });
    await issue('CERT-2024-000002', { holder: 'Zoé Lefèvre', title: 'Juz 30', grade: 'Très bien' });
  });

  it('refuses deleting and changing rows in the database itself', async () => {
    await expect(
      t.database.query(`delete from issued_documents where serial = 'CERT-2024-000001'`),
    ).rejects.toThrow(/append-only/);
    await expect(
      t.database.query(
        `update issued_documents set public_fields = '[["grade","Good"]]' where serial = 'CERT-2024-000001'`,
      ),
    ).rejects.toThrow(/append-only/);
    // A revocation cannot carry other changes either.
    await expect(
      t.database.query(
        `update issued_documents set revoked_at = now(), revoked_by = $1, revoke_reason = 'x', kind = 'receipt'
         where serial = 'CERT-2024-000001'`,
        [by],
      ),
    ).rejects.toThrow(/append-only/);
    const [row] = await t.database.query<{
      grade: string;
      kind: string;
      revoked_at: string | null;
    }>(
      `select public_fields->2->>1 as grade, kind, revoked_at from issued_documents where serial = 'CERT-2024-000001'`,
    );
    expect(row).toEqual({ grade: 'ممتاز', kind: 'certificate', revoked_at: null });
  });

  it('are revoked once; a second revocation is refused', async () => {
    expect(
      await db.transaction((tx) =>
        revokeIssuedDocument(tx, 'CERT-2024-000002', 'issued by mistake', by),
      ),
    ).toBe(true);
    expect(
      await db.transaction((tx) => revokeIssuedDocument(tx, 'CERT-2024-000002', 'again', by)),
    ).toBe(false);
    expect(
      await db.transaction((tx) => revokeIssuedDocument(tx, 'CERT-2024-999999', 'none', by)),
    ).toBe(false);
    // Bypassing the service, the database refuses to change the revocation.
    await expect(
      t.database.query(
        `update issued_documents set revoke_reason = 'changed', revoked_at = now() where serial = 'CERT-2024-000002'`,
      ),
    ).rejects.toThrow(/append-only/);
  });

  it('are confirmed by the public verification API, signed out', async () => {
    const valid = await t.app.inject({
      method: 'GET',
      url: '/api/public/documents/CERT-2024-000001',
    });
    expect(valid.statusCode, valid.body).toBe(200);
    // The answer is what the API document says it is.
    DOCUMENTS_ROUTES['GET /api/public/documents/:serial'].response.parse(valid.json());
    // The issuer's order of the fields is kept.
    expect(Object.keys(valid.json().publicFields)).toEqual(['holder', 'title', 'grade']);
    expect(valid.json()).toEqual({
      serial: 'CERT-2024-000001',
      kind: 'certificate',
      language: 'ar',
      publicFields: { holder: 'عبد الرحمن الأنصاري', title: 'شهادة حفظ جزء عمّ', grade: 'ممتاز' },
      issuedAt: '2024-03-11T09:30:00.000Z',
      status: 'valid',
      revokedAt: null,
    });
    // Nothing else: no subject id, issuer, revoker or reason.
    expect(valid.body).not.toContain('00000000-0000-4000-8000');

    const revoked = await t.app.inject({
      method: 'GET',
      url: '/api/public/documents/cert-2024-000002',
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().status).toBe('revoked');
    expect(revoked.json().revokedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(revoked.body).not.toContain('issued by mistake');

    for (const unknown of ['CERT-2024-000099', 'not-a-serial', "CERT-2024-000001' or '1'='1"]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/public/documents/${encodeURIComponent(unknown)}`,
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('documents.verify.notFound');
    }
  });

  it('are confirmed by the page /verify/<serial>, rendered by the server without scripts', async () => {
    const valid = await t.app.inject({ method: 'GET', url: '/verify/CERT-2024-000001' });
    expect(valid.statusCode).toBe(200);
    expect(valid.headers['content-type']).toContain('text/html');
    expect(valid.body).toContain('<html lang="ar" dir="rtl"');
    expect(valid.body).toContain('data-status="valid"');
    expect(valid.body).toContain('وثيقة صحيحة صادرة عنّا');
    expect(valid.body).toContain('عبد الرحمن الأنصاري');
    expect(valid.body).toContain('CERT-2024-000001');

    const revoked = await t.app.inject({ method: 'GET', url: '/verify/cert-2024-000002?lang=en' });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.body).toContain('data-status="revoked"');
    expect(revoked.body).toContain('This document was revoked on');
    expect(revoked.body).not.toContain('issued by mistake');

    for (const unknown of ['CERT-2024-000099', 'not-a-serial']) {
      const res = await t.app.inject({ method: 'GET', url: `/verify/${unknown}?lang=fr` });
      expect(res.statusCode, unknown).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('Aucun document ne porte ce numéro');
    }
  });
});
