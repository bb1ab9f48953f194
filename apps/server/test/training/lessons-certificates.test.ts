import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import type { ChangeEvent } from '../../src/realtime/events.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { trainingWorld } from './training-fixtures.ts';

/**
 * Lessons: no script reaches a reader, drafts are for editors only. Thank certificates: only
 * for trainees who completed the programme, PDF, public verification, append-only.
 */
let app: TestApp;
let x: Awaited<ReturnType<typeof trainingWorld>>;

beforeAll(async () => {
  app = await createTestApp();
  x = await trainingWorld(app);
});
afterAll(async () => app?.close());

/** The text of a PDF, read back with poppler's pdftotext. */
function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'qc-thanks-'));
  try {
    writeFileSync(join(dir, 'c.pdf'), pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', join(dir, 'c.pdf'), '-'], {
      encoding: 'utf8',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Arabic comes out of pdftotext in visual order: a word may read reversed. */
const hasWord = (text: string, word: string) =>
  text.includes(word) || text.includes([...word].reverse().join(''));

const certificatePdf = (id: string) =>
  app.app.inject({
    method: 'GET',
    url: `/api/training/thank-certificates/${id}/pdf`,
    headers: x.w.as.manager,
  });

describe('lessons', () => {
  it('never lets a script reach a reader', async () => {
    const before = await app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(t.lessons);
    for (const body of [
      '<p>درس</p><script>alert(1)</script>',
      '<p onclick="alert(1)">درس</p>',
      '<a href="javascript:alert(1)">رابط</a>',
      '<img src="x" onerror="alert(1)">',
      '<p style="background:url(javascript:alert(1))">x</p>',
    ]) {
      const r = await x.call('POST', '/api/lessons', x.w.as.admin, {
        title: 'درس خبيث',
        kind: 'plan',
        status: 'published',
        body,
      });
      expect(r.status, body).toBe(400);
      expect(r.body.error.fields.body.code).toBe('resources.validation.unsafeContent');
    }
    const after = await app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(t.lessons);
    expect(after[0]!.n).toBe(before[0]!.n);

    const ok = await x.call('POST', '/api/lessons', x.w.as.admin, {
      title: 'الإقلاب',
      kind: 'plan',
      status: 'published',
      levels: ['beginner'],
      body: '<p dir="auto">انظر <a href="https://quran.example/a">المصدر</a></p>',
    });
    expect(ok.status).toBe(201);
    const read = await x.call('GET', `/api/lessons/${ok.body.id}`, x.w.as.teacherA);
    expect(read.status).toBe(200);
    expect(read.body.body).toMatch(
      /^<p dir="auto">انظر <a href="https:\/\/quran.example\/a"[^>]*>المصدر<\/a><\/p>$/,
    );
    expect(read.body.body).toContain('rel="noopener noreferrer"');
  });

  it('shows drafts to editors only; readers find published lessons of a level', async () => {
    const draft = await x.call('POST', '/api/lessons', x.w.as.admin, {
      title: 'مسودة',
      kind: 'tutorial',
      status: 'draft',
      levels: ['beginner'],
    });
    expect(draft.status).toBe(201);
    expect((await x.call('GET', `/api/lessons/${draft.body.id}`, x.w.as.teacherA)).status).toBe(
      404,
    );
    expect((await x.call('GET', `/api/lessons/${draft.body.id}`, x.w.as.admin)).status).toBe(200);
    const list = await x.call('GET', '/api/lessons?levels=beginner&pageSize=100', x.w.as.teacherA);
    expect(list.status).toBe(200);
    const titles = list.body.items.map((i: { title: string }) => i.title);
    expect(titles).toContain('الإقلاب');
    expect(titles).not.toContain('مسودة');
    // A reader cannot write.
    expect(
      (await x.call('POST', '/api/lessons', x.w.as.teacherA, { title: 'x', kind: 'plan' })).status,
    ).toBe(403);
  });
});

describe('thank certificates', () => {
  const changes: ChangeEvent[] = [];
  beforeAll(() => {
    vi.spyOn(app.ctx.events, 'changed').mockImplementation((e: ChangeEvent) => {
      changes.push(e);
    });
  });
  afterAll(() => vi.restoreAllMocks());
  const issueAudits = async () =>
    (
      await app.ctx.db
        .select({ recordId: t.auditLog.recordId })
        .from(t.auditLog)
        .where(
          sql`${t.auditLog.resource} = 'thank-certificates' and ${t.auditLog.action} = 'issue'`,
        )
    ).map((a) => a.recordId);
  const announced = () =>
    changes.filter((c) => c.resource === 'training').map((c) => `${c.id}:${c.readers}`);

  it('are for trainees who completed the programme, with a PDF and public verification', async () => {
    const refused = await x.call('POST', '/api/training/thank-certificates', x.w.as.manager, {
      kind: 'completion',
      traineeId: x.traineeA,
      language: 'ar',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('training.cert.notCompleted');
    expect(await app.ctx.db.select().from(t.trainingThankCertificates)).toHaveLength(0);
    // A refused issue leaves no audit entry and announces nothing.
    expect(await issueAudits()).toEqual([]);
    expect(announced()).toEqual([]);

    const trainee = await x.call('GET', `/api/trainees/${x.traineeA}`, x.w.as.manager);
    const done = await x.call('PATCH', `/api/trainees/${x.traineeA}`, x.w.as.manager, {
      version: trainee.body.version,
      status: 'completed',
    });
    expect(done.status).toBe(200);
    const issued = await x.call('POST', '/api/training/thank-certificates', x.w.as.manager, {
      kind: 'completion',
      traineeId: x.traineeA,
      language: 'fr',
    });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    expect(issued.body.serial).toMatch(/^TT-\d{4}-\d{6}$/);
    // The issue leaves its audit entry and one change event for the training screens.
    expect(await issueAudits()).toEqual([issued.body.id]);
    expect(announced()).toEqual([`${issued.body.id}:thank-certificates`]);

    const pdf = await app.app.inject({
      method: 'GET',
      url: `/api/training/thank-certificates/${issued.body.id}/pdf`,
      headers: x.w.as.manager,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    // The reason reads in lower case inside the sentence.
    const french = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
    expect(french).toContain('pour l’achèvement du programme');
    expect(french).toContain(issued.body.serial);

    const pub = await app.app.inject({
      method: 'GET',
      url: `/api/public/documents/${issued.body.serial}`,
    });
    expect(pub.statusCode).toBe(200);
    expect(pub.json()).toMatchObject({ kind: 'thank-certificate', status: 'valid' });

    // The same certificate in Arabic and English.
    for (const language of ['ar', 'en'] as const) {
      const more = await x.call('POST', '/api/training/thank-certificates', x.w.as.manager, {
        kind: 'completion',
        traineeId: x.traineeA,
        language,
      });
      expect(more.status).toBe(201);
      const text = pdfText((await certificatePdf(more.body.id)).rawPayload);
      expect(text).toContain(more.body.serial);
      if (language === 'ar') {
        for (const word of ['شهادة', 'إتمام', 'المعلمين', 'متدرب'])
          expect(hasWord(text, word), word).toBe(true);
      } else {
        expect(text.replace(/\s+/g, ' ')).toContain('for completing the teacher-training');
      }
    }

    // A certificate of centre B, which the administrator sees and centre A's manager does not.
    const other = await x.call('POST', '/api/training/thank-certificates', x.w.as.admin, {
      kind: 'contribution',
      traineeId: x.traineeB,
      language: 'ar',
    });
    expect(other.status, JSON.stringify(other.body)).toBe(201);
    const all = await x.call('GET', '/api/training/thank-certificates', x.w.as.admin);
    expect(all.body.items.map((i: { id: string }) => i.id)).toContain(other.body.id);
    const list = await x.call('GET', '/api/training/thank-certificates', x.w.as.manager);
    expect(list.body.items.map((i: { id: string }) => i.id)).not.toContain(other.body.id);
    expect(list.body.items).toHaveLength(3);
    expect(list.body.total).toBe(3);
    expect((await certificatePdf(other.body.id)).statusCode).toBe(404);
    // The row cannot be changed.
    await expect(
      app.ctx.db
        .update(t.trainingThankCertificates)
        .set({ holder: 'x' })
        .where(eq(t.trainingThankCertificates.id, issued.body.id)),
    ).rejects.toThrow();
  });

  it('refuses a contributor certificate for a centre outside the issuer’s scope', async () => {
    const r = await x.call('POST', '/api/training/thank-certificates', x.w.as.manager, {
      kind: 'contribution',
      holder: 'أحمد المتطوع',
      centreId: x.w.org.b.centre.id,
      language: 'ar',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(403);
    // Refused: no entry and no event beyond the four certificates issued above.
    expect(await issueAudits()).toHaveLength(4);
    expect(announced()).toHaveLength(4);
  });
});
