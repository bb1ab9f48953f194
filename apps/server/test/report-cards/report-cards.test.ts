import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_CARD_STYLE, DEFAULT_LAYOUT } from '@qc/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { drainJobs } from '../../src/jobs/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createUser, signIn } from '../identity/identity-helpers.ts';
import { world } from '../students/fixtures.ts';

/**
 * Report cards through their API: styles and versioned templates (an unknown element refused),
 * the teacher's remark approved before any card is issued (approved data only), one card with
 * its figures from the metric registry, a ring's cards as one PDF by a background job, the
 * guardian's private link, scope, and the database keeping issued cards append-only.
 */

let app: TestApp;
let w: Awaited<ReturnType<typeof world>>;
const as: Record<string, Record<string, string>> = {};
const TERM = { from: '2026-09-01', to: '2026-11-30', termLabel: 'الفصل الأول' };

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
) =>
  app.app.inject({
    method,
    url,
    headers: { ...headers, 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });
const count = async (table: 'report_cards' | 'issued_documents' | 'report_card_templates') =>
  (
    (await app.ctx.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
      rows: Array<{ n: number }>;
    }
  ).rows[0]!.n;

let styleId = '';
let templateId = '';
let s1 = '';

beforeAll(async () => {
  app = await createTestApp();
  w = await world(app);
  as.admin = w.as.admin;
  as.manager = w.as.manager;
  as.teacherA = w.as.teacherA;
  const managerB = await createUser(app, {
    assignments: [{ role: 'centre_manager', level: 'centre', centreId: w.org.b.centre.id }],
  });
  as.managerB = bearer((await signIn(app, managerB.email)).accessToken);
  const db = app.ctx.db;
  const a = w.org.a;
  s1 = a.students[0]!.id;
  const place = {
    countryId: w.org.country.id,
    centreId: a.centre.id,
    ringId: a.ring.id,
    studentId: s1,
  };
  // Juz 30 (78:1 .. 114:6) memorised in the term in two readings, one before it; attendance:
  // 3 present, 1 late, 1 absent, 1 excused (left out) → 80%.
  const reading = (
    readOn: string,
    from: [number, number],
    to: [number, number],
    pages: string,
  ) => ({
    ...place,
    readOn,
    kind: 'hifz',
    fromSurah: from[0],
    fromAyah: from[1],
    toSurah: to[0],
    toAyah: to[1],
    ayahCount: 10,
    pageCount: pages,
    grade: 'good',
  });
  await db
    .insert(t.readings)
    .values([
      reading('2026-08-20', [78, 1], [86, 17], '8'),
      reading('2026-09-15', [87, 1], [100, 11], '7.5'),
      reading('2026-10-15', [101, 1], [114, 6], '5'),
    ]);
  await db.insert(t.attendance).values(
    (['present', 'present', 'present', 'late', 'absent', 'excused'] as const).map((status, i) => ({
      ...place,
      attendedOn: `2026-10-0${i + 1}`,
      status,
    })),
  );
  // Two results in the term: one approved (printed), one only submitted (not printed).
  const [kind] = await db
    .insert(t.testKinds)
    .values({ code: 'RC1', nameAr: 'جزء', nameEn: 'Juz test', nameFr: 'Juz', category: 'juz' })
    .returning();
  for (const [status, percent] of [
    ['approved', '92'],
    ['submitted', '40'],
  ] as const) {
    const [request] = await db
      .insert(t.testRequests)
      .values({
        ...place,
        kindId: kind!.id,
        state: status === 'approved' ? 'passed' : 'taken',
        subject: 'student',
        teacherId: null,
      })
      .returning();
    await db.insert(t.testResults).values({
      requestId: request!.id,
      status,
      criteria: [],
      mistakeCounts: {},
      total: percent,
      maxTotal: '100',
      percent,
      grade: 'excellent',
      passed: status === 'approved',
      approvedAt: status === 'approved' ? '2026-10-20T10:00:00Z' : null,
    });
  }
}, 120_000);
afterAll(async () => app?.close());

describe('styles and templates', () => {
  it('lists the elements, figures of the registry among them', async () => {
    const res = await call('GET', '/api/report-card-elements', as.manager);
    expect(res.statusCode).toBe(200);
    const keys = res.json().map((e: { key: string }) => e.key);
    expect(keys).toEqual(
      expect.arrayContaining(['mushaf-map', 'juz-completed', 'verify-qr', 'logo']),
    );
    const pages = res.json().find((e: { key: string }) => e.key === 'pages-term');
    expect(pages.metric).toBe('memorisation.pages');
  });

  it('saves a style in the manager’s centre, refusing a bad colour', async () => {
    const bad = await call('POST', '/api/report-card-styles', as.manager, {
      name: 'أخضر',
      style: { ...DEFAULT_CARD_STYLE, primary: 'green' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields['style.primary'].message).toMatch(/#RRGGBB/);
    const res = await call('POST', '/api/report-card-styles', as.manager, {
      name: 'الأخضر والذهبي',
      style: DEFAULT_CARD_STYLE,
    });
    expect(res.statusCode, res.body).toBe(201);
    styleId = res.json().id;
    expect(res.json()).toMatchObject({ centreId: w.org.a.centre.id, canEdit: true });
    // An organisation-wide style needs an organisation-wide scope.
    const org = await call('POST', '/api/report-card-styles', as.manager, {
      name: 'عام',
      style: DEFAULT_CARD_STYLE,
      countryId: null,
    });
    expect(org.statusCode).toBe(403);
  });

  it('refuses a template placing an unknown element, or overlapping boxes, and writes nothing', async () => {
    const before = await count('report_card_templates');
    const unknown = await call('POST', '/api/report-card-templates', as.manager, {
      name: 'بطاقة',
      title: 'بطاقة تقرير الطالب',
      styleId,
      layout: [...DEFAULT_LAYOUT.slice(0, 3), { element: 'horoscope', x: 0, y: 17, w: 2, h: 1 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields['layout.3.element']).toMatchObject({
      code: 'reportCards.errors.unknownElement',
      message: 'Unknown element: choose one from the elements list.',
    });
    const overlap = await call('POST', '/api/report-card-templates', as.manager, {
      name: 'بطاقة',
      title: 'بطاقة تقرير الطالب',
      styleId,
      layout: [
        { element: 'title', x: 0, y: 0, w: 12, h: 1 },
        { element: 'dates', x: 4, y: 0, w: 6, h: 1 },
      ],
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().error.fields['layout.1.element'].code).toBe('reportCards.errors.overlap');
    expect(await count('report_card_templates')).toBe(before);
  });

  it('creates a template (version 1) and saves it as version 2; a stale save is a 409', async () => {
    const res = await call('POST', '/api/report-card-templates', as.manager, {
      name: 'بطاقة الفصل',
      title: 'بطاقة تقرير الطالب',
      styleId,
      layout: DEFAULT_LAYOUT.filter((p) => p.element !== 'signatures'),
    });
    expect(res.statusCode, res.body).toBe(201);
    templateId = res.json().id;
    expect(res.json()).toMatchObject({ currentVersion: 1, styleName: 'الأخضر والذهبي' });
    const v1 = res.json().version;
    const saved = await call('PUT', `/api/report-card-templates/${templateId}`, as.manager, {
      name: 'بطاقة الفصل',
      title: 'بطاقة تقرير الطالب',
      styleId,
      layout: DEFAULT_LAYOUT,
      version: v1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().currentVersion).toBe(2);
    expect(saved.json().versions.map((v: { number: number }) => v.number)).toEqual([2, 1]);
    const stale = await call('PUT', `/api/report-card-templates/${templateId}`, as.manager, {
      name: 'x y',
      title: 'بطاقة',
      styleId,
      layout: DEFAULT_LAYOUT,
      version: v1,
    });
    expect(stale.statusCode).toBe(409);
    // Versions are history: the database refuses changing one.
    await expect(
      app.ctx.db.execute(sql`update report_card_template_versions set title = 'x'`),
    ).rejects.toThrow();
  });

  it('keeps a centre’s template from another centre’s manager', async () => {
    expect(
      (await call('GET', `/api/report-card-templates/${templateId}`, as.managerB)).statusCode,
    ).toBe(404);
    const list = await call('GET', '/api/report-card-templates', as.managerB);
    expect(list.json().items.map((i: { id: string }) => i.id)).not.toContain(templateId);
    const edit = await call('PUT', `/api/report-card-templates/${templateId}`, as.managerB, {
      name: 'x y',
      title: 'بطاقة',
      styleId,
      layout: DEFAULT_LAYOUT,
    });
    expect(edit.statusCode).toBe(404);
  });

  it('prints a preview of an unsaved layout', async () => {
    const res = await call('POST', '/api/report-card-templates/preview', as.manager, {
      title: 'بطاقة',
      layout: DEFAULT_LAYOUT,
      style: DEFAULT_CARD_STYLE,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('sets the card in the typeface its style chooses, embedded, and refuses an unknown one', async () => {
    const fontsOf = async (style: Record<string, unknown>) => {
      const res = await call('POST', '/api/report-card-templates/preview', as.manager, {
        title: 'بطاقة التحصيل',
        layout: DEFAULT_LAYOUT,
        style,
      });
      expect(res.statusCode).toBe(200);
      const file = join(tmpdir(), `card-font-${Date.now()}.pdf`);
      writeFileSync(file, res.rawPayload);
      return execFileSync('pdffonts', [file]).toString();
    };
    const plex = await fontsOf({ ...DEFAULT_CARD_STYLE, font: 'plex' });
    expect(plex).toMatch(/IBMPlexSansArabic/);
    expect(plex).not.toMatch(/Amiri/);
    // A style saved before the choice existed (no `font`) is set in Amiri.
    const { font: _font, ...older } = DEFAULT_CARD_STYLE;
    const amiri = await fontsOf(older);
    expect(amiri).toMatch(/Amiri/);
    expect(amiri).not.toMatch(/IBMPlex/);
    const bad = await call('POST', '/api/report-card-styles', as.manager, {
      name: 'خط غير معروف',
      style: { ...DEFAULT_CARD_STYLE, font: 'comic' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('issuing from approved data only', () => {
  const issueOne = (headers: Record<string, string>, studentId = s1) =>
    call('POST', '/api/report-cards/issue', headers, { templateId, studentId, ...TERM });
  let remarkId = '';
  let cardId = '';
  let token = '';

  it('refuses a card while the teacher’s remark is missing or a draft, writing nothing', async () => {
    expect((await issueOne(as.manager!)).statusCode).toBe(409);
    const rec = await call('POST', '/api/report-card-remarks', as.teacherA, {
      studentId: s1,
      from: TERM.from,
      to: TERM.to,
      comment: 'حافظ على ورده ومراجعته.',
      conduct: 'excellent',
    });
    expect(rec.statusCode, rec.body).toBe(200);
    remarkId = rec.json().id;
    expect(rec.json().state).toBe('draft');
    const refused = await issueOne(as.manager!);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('reportCards.errors.remarkNotApproved');
    expect(await count('report_cards')).toBe(0);
    expect(await count('issued_documents')).toBe(0);
  });

  it('lets a manager, not the teacher, approve the remark', async () => {
    expect(
      (await call('POST', `/api/report-card-remarks/${remarkId}/approve`, as.teacherA, {}))
        .statusCode,
    ).toBe(403);
    const ok = await call('POST', `/api/report-card-remarks/${remarkId}/approve`, as.manager, {});
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().state).toBe('approved');
    // An approved remark is not changed without reopening it.
    const change = await call('POST', '/api/report-card-remarks', as.teacherA, {
      studentId: s1,
      from: TERM.from,
      to: TERM.to,
      comment: 'غير ذلك',
      conduct: 'good',
    });
    expect(change.statusCode).toBe(409);
  });

  it('refuses issuing outside the caller’s scope', async () => {
    expect((await issueOne(as.managerB!)).statusCode).toBe(404);
    const ringB = await call('POST', '/api/report-cards/issue', as.manager, {
      templateId,
      ringId: w.org.b.ring.id,
      ...TERM,
    });
    expect(ringB.statusCode).toBe(404);
    expect(await count('report_cards')).toBe(0);
  });

  it('issues the card with the registry’s figures, the approved tests and the remark', async () => {
    const res = await issueOne(as.manager!);
    expect(res.statusCode, res.body).toBe(201);
    const card = res.json();
    cardId = card.id;
    expect(card.serial).toMatch(/^CARD-\d{4}-\d{6}$/);
    expect(card.templateVersion).toBe(2);
    // Pages of the term's hifz readings only (7.5 + 5), attendance 4 of 5 (excused left out).
    expect(card.data.figures['pages-term']).toBe(12.5);
    expect(card.data.figures.attendance).toBe(80);
    expect(card.data.juzCompleted).toBe(1);
    expect(card.data.juzMap[29]).toBe(1);
    expect(card.data.tests.map((x: { percent: number }) => x.percent)).toEqual([92]);
    expect(card.data).toMatchObject({ comment: 'حافظ على ورده ومراجعته.', conduct: 'excellent' });
    token = card.guardianUrl.split('/report-card/')[1];
    const [doc] = await app.ctx.db
      .select()
      .from(t.issuedDocuments)
      .where(eq(t.issuedDocuments.serial, card.serial));
    expect(doc).toMatchObject({ kind: 'report-card', subjectId: cardId });
    // Once issued, the same card is not issued twice.
    expect((await issueOne(as.manager!)).statusCode).toBe(409);
    const pdf = await call('GET', `/api/report-cards/${cardId}/pdf`, as.manager);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('opens the card from the guardian’s private link, signed out', async () => {
    const res = await call('GET', `/api/public/report-cards/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ studentName: 'S1 A', termLabel: TERM.termLabel });
    const pdf = await call('GET', `/api/public/report-cards/${token}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call('GET', `/api/public/report-cards/${token.slice(0, -2)}xx`)).statusCode).toBe(
      404,
    );
  });

  it('finds cards by style', async () => {
    const res = await call('GET', `/api/report-cards?styleId=${styleId}`, as.manager);
    expect(res.json().items.map((c: { id: string }) => c.id)).toEqual([cardId]);
    const other = await call('GET', `/api/report-cards?styleId=${templateId}`, as.manager);
    expect(other.json().total).toBe(0);
    const b = await call('GET', '/api/report-cards', as.managerB);
    expect(b.json().total).toBe(0);
  });

  it('issues a ring’s cards as one PDF by a background job, skipping unapproved remarks', async () => {
    const db = app.ctx.db;
    const a = w.org.a;
    const [s3, s4] = await db
      .insert(t.students)
      .values([
        {
          countryId: w.org.country.id,
          centreId: a.centre.id,
          ringId: a.ring.id,
          fullName: 'S3 A',
          gender: 'male',
          status: 'active',
        },
        {
          countryId: w.org.country.id,
          centreId: a.centre.id,
          ringId: a.ring.id,
          fullName: 'S4 A',
          gender: 'male',
          status: 'active',
        },
      ])
      .returning();
    const rec = await call('POST', '/api/report-card-remarks', as.teacherA, {
      studentId: s3!.id,
      from: TERM.from,
      to: TERM.to,
      comment: 'يحتاج إلى مزيد من المراجعة.',
      conduct: 'good',
    });
    await call('POST', `/api/report-card-remarks/${rec.json().id}/approve`, as.manager, {});
    const res = await call('POST', '/api/report-cards/issue', as.manager, {
      templateId,
      ringId: a.ring.id,
      ...TERM,
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().students).toBe(3);
    expect(await drainJobs(app.ctx)).toBe(1);
    const job = await call('GET', `/api/jobs/${res.json().jobId}`, as.manager);
    expect(job.json()).toMatchObject({
      state: 'succeeded',
      summary: { cards: 2, issued: 1, skipped: 1 },
    });
    const file = await call('GET', `/api/jobs/${res.json().jobId}/result`, as.manager);
    expect(file.statusCode).toBe(200);
    const pages = file.rawPayload.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages.length).toBe(2);
    const cards = await db.select().from(t.reportCards).where(eq(t.reportCards.studentId, s4!.id));
    expect(cards).toHaveLength(0);
  });

  it('keeps issued cards append-only; a revoked card’s link opens nothing', async () => {
    const db = app.ctx.db;
    const refusal = (work: Promise<unknown>) =>
      work.then(
        () => 'accepted',
        (e: Error & { cause?: Error }) => String(e.cause?.message ?? e.message),
      );
    expect(await refusal(db.execute(sql`update report_cards set term_label = 'x'`))).toMatch(
      /append-only/,
    );
    expect(await refusal(db.execute(sql`delete from report_cards`))).toMatch(/append-only/);
    const revoke = await call('POST', `/api/report-cards/${cardId}/revoke`, as.manager, {
      reason: 'خطأ في الفصل',
    });
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect(revoke.json().revoked).toBe(true);
    const again = await call('POST', `/api/report-cards/${cardId}/revoke`, as.manager, {
      reason: 'مرة أخرى',
    });
    expect(again.statusCode).toBe(409);
    expect((await call('GET', `/api/public/report-cards/${token}`)).statusCode).toBe(404);
    const verify = await call('GET', `/api/public/documents/${revoke.json().serial}`);
    expect(verify.json().status).toBe('revoked');
  });
});
