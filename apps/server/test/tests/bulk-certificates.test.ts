import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { juzRange } from '@qc/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { drainJobs } from '../../src/jobs/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testsWorld, tomorrowAt } from './tests-fixtures.ts';

let app: TestApp;
let w: Awaited<ReturnType<typeof testsWorld>>;

beforeAll(async () => {
  app = await createTestApp();
  w = await testsWorld(app);
});
afterAll(async () => app?.close());

type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload: object = {}) =>
  app.app.inject({ method: 'POST', url, headers, payload });

/** A passed test of juz 30 for a student (a reading marks it memorised), scheduled tomorrow. */
async function passed(studentId: string, hours: number) {
  await app.ctx.db.insert(t.readings).values({
    countryId: w.org.country.id,
    centreId: w.org.a.centre.id,
    ringId: w.org.a.ring2.id,
    studentId,
    readOn: '2026-01-10',
    kind: 'hifz',
    fromSurah: 78,
    fromAyah: 1,
    toSurah: 114,
    toAyah: 6,
    ayahCount: 564,
    pageCount: '23',
  });
  const created = await post('/api/tests/requests', w.as.manager, {
    studentId,
    kindId: w.kinds.juz.id,
    portion: juzRange(30),
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as string;
  await post(`/api/tests/requests/${id}/approve`, w.as.manager);
  const s = await post(`/api/tests/requests/${id}/schedule`, w.as.manager, {
    examinerId: w.examiner.id,
    scheduledAt: tomorrowAt(hours),
    place: 'القاعة',
  });
  expect(s.statusCode, s.body).toBe(200);
  await post(`/api/tests/requests/${id}/result`, w.as.examiner, { mistakes: [], marks: {} });
  const ok = await post(`/api/tests/requests/${id}/result/approve`, w.as.manager);
  expect(ok.json().state).toBe('passed');
  return id;
}

describe('bulk issue of a session', () => {
  it('issues the missing certificates of a day and returns them as one PDF through a job', async () => {
    const ids = [await passed(w.student.id, 0), await passed(w.org.a.students[1]!.id, 1)];
    const day = tomorrowAt(0).slice(0, 10);
    const empty = await post('/api/tests/certificates/bulk', w.as.manager, {
      takenOn: '2020-01-01',
    });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().error.code).toBe('tests.certificate.bulkEmpty');
    // A teacher may not issue certificates.
    expect(
      (await post('/api/tests/certificates/bulk', w.as.teacherA, { takenOn: day })).statusCode,
    ).toBe(403);

    const res = await post('/api/tests/certificates/bulk', w.as.manager, { takenOn: day });
    expect(res.statusCode, res.body).toBe(202);
    const jobId = res.json().jobId as string;
    expect(await drainJobs(app.ctx)).toBe(1);

    const job = await app.app.inject({
      method: 'GET',
      url: `/api/jobs/${jobId}`,
      headers: w.as.manager,
    });
    expect(job.json()).toMatchObject({ state: 'succeeded' });
    const rows = await app.ctx.db
      .select()
      .from(t.testRequests)
      .where(inArray(t.testRequests.id, ids));
    expect(rows.map((r) => r.state)).toEqual(['certified', 'certified']);
    const certs = await app.ctx.db
      .select()
      .from(t.testCertificates)
      .where(inArray(t.testCertificates.requestId, ids));
    expect(certs).toHaveLength(2);
    for (const c of certs) {
      const audits = await app.ctx.db
        .select()
        .from(t.auditLog)
        .where(eq(t.auditLog.recordId, c.id));
      expect(audits.map((a) => a.action)).toEqual(['issue']);
    }

    const file = await app.app.inject({
      method: 'GET',
      url: `/api/jobs/${jobId}/result`,
      headers: w.as.manager,
    });
    expect(file.statusCode).toBe(200);
    const dir = mkdtempSync(join(tmpdir(), 'qc-bulk-'));
    try {
      writeFileSync(join(dir, 'b.pdf'), file.rawPayload);
      const text = execFileSync('pdftotext', ['-enc', 'UTF-8', join(dir, 'b.pdf'), '-'], {
        encoding: 'utf8',
      });
      for (const c of certs) expect(text).toContain(c.serial);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
