import { STUDENTS_ROUTES } from '@qc/domain';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { connect, listen, next, record } from '../realtime/socket-client.ts';
import { world } from './fixtures.ts';

let app: TestApp;
let w: Awaited<ReturnType<typeof world>>;

beforeAll(async () => {
  app = await createTestApp();
  w = await world(app);
});
afterAll(async () => app?.close());

async function workbook(headers: string[], rows: Array<Array<string | Date>>): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('طلاب');
  ws.addRow(headers);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
}

const SHEET: Array<Array<string | Date>> = [
  ['عبد الله سالم', 'ذكر', '2013-05-01', '11223344', '0533 111 0001'],
  ['', 'ذكر', '2013-05-01', '', ''], // no name
  ['خديجة عمر', 'انثى', new Date(Date.UTC(2014, 0, 9)), '55667788', '0533 111 0002'],
  ['حسن علي', 'غير', '31/02/2012', '', '12'], // bad gender, date and phone
  ['عبدالله سالم', 'ذكر', '2013-05-01', '11-22-33-44', ''], // same identity as row 2
  ['ليلى حسن', 'أنثى', '', '', '0533 111 0003'],
];

async function upload(contentBase64: string, extra: object = {}) {
  return app.app.inject({
    method: 'POST',
    url: '/api/student-imports',
    headers: w.as.manager,
    payload: { centreId: w.org.a.centre.id, fileName: 'طلاب.xlsx', contentBase64, ...extra },
  });
}

describe('Excel import and export of students', () => {
  it('maps Arabic headers, previews per-row errors, imports valid rows, and re-import creates nothing', async () => {
    const file = await workbook(
      ['الاسم', 'الجنس', 'تاريخ الميلاد', 'رقم الهوية', 'رقم الجوال'],
      SHEET,
    );
    const res = await upload(file, { ringId: w.org.a.ring.id });
    expect(res.statusCode, res.body).toBe(201);
    // Each answer is the one the API document describes.
    const preview = STUDENTS_ROUTES['POST /api/student-imports'].response.parse(res.json());
    expect(preview.mapping).toEqual({
      fullName: 0,
      gender: 1,
      birthDate: 2,
      identityNumber: 3,
      phone: 4,
    });
    expect(preview.missing).toEqual([]);
    expect(preview.report.map((r: { status: string }) => r.status)).toEqual([
      'valid',
      'invalid',
      'valid',
      'invalid',
      'duplicate',
      'valid',
    ]);
    const bad = preview.report[3]!;
    expect(bad.row).toBe(5);
    expect(bad.errors?.map((e) => e.field)).toEqual(['gender', 'birthDate', 'phone']);

    // The importing user's browser hears the progress over realtime (any server process).
    const url = await listen(app);
    const socket = await connect(url, {
      token: String(w.as.manager.authorization).replace(/^Bearer /, ''),
    });
    const heard = record<{ id: string; done: number; total: number }>(socket, 'import:progress');
    const finished = next<{ done: number }>(socket, 'import:progress', (p) => p.done === 3);
    const commit = await app.app.inject({
      method: 'POST',
      url: `/api/student-imports/${preview.id}/commit`,
      headers: w.as.manager,
    });
    expect(commit.statusCode, commit.body).toBe(200);
    expect(
      STUDENTS_ROUTES['POST /api/student-imports/:id/commit'].response.parse(commit.json()),
    ).toMatchObject({ status: 'imported', importedRows: 3, skippedRows: 3 });
    await finished;
    socket.close();
    expect(heard).toEqual([
      { id: preview.id, done: 0, total: 3 },
      { id: preview.id, done: 3, total: 3 },
    ]);
    // The progress bar's answer once the import is over: everything done.
    const progress = await app.app.inject({
      method: 'GET',
      url: `/api/student-imports/${preview.id}/progress`,
      headers: w.as.manager,
    });
    expect(
      STUDENTS_ROUTES['GET /api/student-imports/:id/progress'].response.parse(progress.json()),
    ).toEqual({ done: 3, total: 3 });
    const inRing = await app.ctx.db
      .select()
      .from(t.students)
      .where(eq(t.students.ringId, w.org.a.ring.id));
    expect(inRing.map((s) => s.fullName).sort()).toEqual(
      ['S1 A', 'خديجة عمر', 'عبد الله سالم', 'ليلى حسن'].sort(),
    );
    const khadija = inRing.find((s) => s.fullName === 'خديجة عمر')!;
    expect(khadija).toMatchObject({ gender: 'female', birthDate: '2014-01-09', status: 'active' });
    // Committing twice is refused.
    expect(
      (
        await app.app.inject({
          method: 'POST',
          url: `/api/student-imports/${preview.id}/commit`,
          headers: w.as.manager,
        })
      ).statusCode,
    ).toBe(409);

    // The same file again: every valid row is already there.
    const again = await upload(file, { ringId: w.org.a.ring.id });
    expect(
      again.json().report.filter((r: { status: string }) => r.status === 'exists'),
    ).toHaveLength(3);
    const commit2 = await app.app.inject({
      method: 'POST',
      url: `/api/student-imports/${again.json().id}/commit`,
      headers: w.as.manager,
    });
    expect(commit2.json().importedRows).toBe(0);
    const after = await app.ctx.db
      .select()
      .from(t.students)
      .where(eq(t.students.ringId, w.org.a.ring.id));
    expect(after).toHaveLength(4);

    // The file and its report are kept.
    const kept = await app.app.inject({
      method: 'GET',
      url: `/api/student-imports/${preview.id}/file`,
      headers: w.as.manager,
    });
    expect(kept.rawPayload.toString('base64')).toBe(file);
    const list = await app.app.inject({
      method: 'GET',
      url: '/api/student-imports',
      headers: w.as.manager,
    });
    expect(
      STUDENTS_ROUTES['GET /api/student-imports'].response.parse(list.json()).items,
    ).toHaveLength(2);
  });

  it('lets the user map English or unknown headers by hand', async () => {
    const file = await workbook(
      ['Student', 'Kind', 'Phone'],
      [['Omar Farouk', 'M', '+90 555 000 1111']],
    );
    const res = await upload(file);
    expect(res.json().missing).toEqual(['fullName', 'gender']);
    const commitEarly = await app.app.inject({
      method: 'POST',
      url: `/api/student-imports/${res.json().id}/commit`,
      headers: w.as.manager,
    });
    expect(commitEarly.statusCode).toBe(400);
    expect(commitEarly.json().error.code).toBe('students.import.missingColumns');
    const mapped = await app.app.inject({
      method: 'POST',
      url: `/api/student-imports/${res.json().id}/mapping`,
      headers: w.as.manager,
      payload: { mapping: { fullName: 0, gender: 1, phone: 2 } },
    });
    expect(mapped.json().report[0].status).toBe('valid');
    const commit = await app.app.inject({
      method: 'POST',
      url: `/api/student-imports/${res.json().id}/commit`,
      headers: w.as.manager,
    });
    expect(commit.json().importedRows).toBe(1);
    const [omar] = await app.ctx.db
      .select()
      .from(t.students)
      .where(eq(t.students.fullName, 'Omar Farouk'));
    expect(omar).toMatchObject({ status: 'accepted', ringId: null });
  });

  it('refuses a file that is not a workbook', async () => {
    const res = await upload(Buffer.from('not excel').toString('base64'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('students.import.badFile');
  });

  it('exports a student list in the caller’s language, and the export imports back', async () => {
    const res = await app.app.inject({
      method: 'GET',
      url: `/api/students/export?format=xlsx&ringId=${w.org.a.ring.id}`,
      headers: { ...w.as.manager, 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    // The students definition's export columns, labelled in Arabic.
    expect(ws.getRow(1).getCell(1).value).toBe('الاسم الكامل');
    expect(ws.rowCount).toBe(5);
    expect(ws.views[0]?.rightToLeft).toBe(true);
    // Teachers cannot export.
    expect(
      (await app.app.inject({ method: 'GET', url: '/api/students/export', headers: w.as.teacherA }))
        .statusCode,
    ).toBe(403);
    // Re-importing the export into the same country finds everyone already there.
    const back = await upload(res.rawPayload.toString('base64'));
    const statuses = back.json().report.map((r: { status: string }) => r.status);
    expect(statuses.filter((s: string) => s === 'exists').length).toBeGreaterThanOrEqual(3);
  });
});
