import { juzRange } from '@qc/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testsWorld, tomorrowAt } from './tests-fixtures.ts';

let app: TestApp;
let w: Awaited<ReturnType<typeof testsWorld>>;
let passedId: string;
let pendingId: string;

type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload: object = {}) =>
  app.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Headers) => app.app.inject({ method: 'GET', url, headers });

async function taken(hours: number, mistakes: number) {
  const created = await post('/api/tests/requests', w.as.teacherA, {
    studentId: w.student.id,
    kindId: w.kinds.juz.id,
    portion: juzRange(30),
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as string;
  await post(`/api/tests/requests/${id}/approve`, w.as.manager);
  await post(`/api/tests/requests/${id}/schedule`, w.as.manager, {
    examinerId: w.examiner.id,
    scheduledAt: tomorrowAt(hours),
    place: 'القاعة',
  });
  const list = Array.from({ length: mistakes }, (_, i) => ({
    surah: 78,
    ayah: i + 1,
    type: 'memorisation',
  }));
  const r = await post(`/api/tests/requests/${id}/result`, w.as.examiner, {
    mistakes: list,
    marks: {},
  });
  expect(r.statusCode, r.body).toBe(200);
  return id;
}

beforeAll(async () => {
  app = await createTestApp();
  w = await testsWorld(app);
  passedId = await taken(0, 3);
  await post(`/api/tests/requests/${passedId}/result/approve`, w.as.manager);
  pendingId = await taken(2, 0);
});
afterAll(async () => app?.close());

const ids = (res: { json(): { items: Array<{ requestId: string }> } }) =>
  res.json().items.map((i) => i.requestId);

describe('results list', () => {
  it('lists approved results by default and filters by status, grade, kind, centre and examiner', async () => {
    expect(ids(await get('/api/tests/results', w.as.manager))).toEqual([passedId]);
    expect(ids(await get('/api/tests/results?status=pending', w.as.manager))).toEqual([pendingId]);
    expect(ids(await get('/api/tests/results?status=all', w.as.manager)).sort()).toEqual(
      [passedId, pendingId].sort(),
    );
    expect(ids(await get('/api/tests/results?grade=excellent', w.as.manager))).toEqual([passedId]);
    expect(ids(await get('/api/tests/results?grade=good,fail', w.as.manager))).toEqual([]);
    expect(ids(await get(`/api/tests/results?kindId=${w.kinds.safra.id}`, w.as.manager))).toEqual(
      [],
    );
    expect(ids(await get('/api/tests/results?category=portion', w.as.manager))).toEqual([passedId]);
    expect(
      ids(await get(`/api/tests/results?centreId=${w.org.b.centre.id}`, w.as.manager)),
    ).toEqual([]);
    expect(ids(await get(`/api/tests/results?examinerId=${w.examiner.id}`, w.as.manager))).toEqual([
      passedId,
    ]);
    const page = await get('/api/tests/results?page=1&pageSize=1&status=all', w.as.manager);
    expect(page.json()).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(page.json().items).toHaveLength(1);
    // Another centre's teacher sees none of them; the examiner sees the ones they examined.
    expect(ids(await get('/api/tests/results?status=all', w.as.teacherB))).toEqual([]);
    expect(ids(await get('/api/tests/results?status=all', w.as.examiner)).sort()).toEqual(
      [passedId, pendingId].sort(),
    );
    expect((await get('/api/tests/results?grade=great', w.as.manager)).statusCode).toBe(400);
  });

  it('exports the same query as an Excel sheet in the caller’s language', async () => {
    const res = await app.app.inject({
      method: 'GET',
      url: '/api/tests/results/export?status=all',
      headers: { ...w.as.manager, 'x-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Name');
    expect(sheet.rowCount).toBe(3);
    const grades = [sheet.getRow(2).getCell(7).value, sheet.getRow(3).getCell(7).value];
    expect(grades).toContain('Excellent');
    expect((await get('/api/tests/results/export', w.as.teacherA)).statusCode).toBe(403);
  });
});
