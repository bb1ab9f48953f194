import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { samplePdf, samplePng, upload } from '../resources/resource-fixtures.ts';
import { world } from '../students/fixtures.ts';

/**
 * A definition field of kind rich text (the documents' `body`) through the generic routes: the
 * stored value is the sanitised subset, images of stored files are signed for each reader and
 * belong to the record, and a script is refused with a translated message, writing nothing.
 */

let app: TestApp;
let w: Awaited<ReturnType<typeof world>>;

beforeAll(async () => {
  app = await createTestApp();
  w = await world(app);
});
afterAll(async () => app?.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  app.app.inject({
    method,
    url,
    headers: { ...w.as.admin, 'x-language': 'fr' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('rich text fields', () => {
  it('stores the sanitised value and signs its images for the reader', async () => {
    const image = await upload(app, w.as.admin, 'documents', 'body', samplePng());
    expect(image.statusCode, image.body).toBe(201);
    const { id: fileId, url } = image.json() as { id: string; url: string };

    const created = await call('POST', '/api/documents', {
      title: 'دليل التجويد',
      category: 'procedures',
      body: `<p dir="rtl">انظر <a href="https://quran.example/tajweed" target="_blank">المصدر</a></p><img src="${url.replace(/&/g, '&amp;')}" alt="لوحة">`,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;

    const [stored] = await app.ctx.db
      .select({ body: t.documents.body })
      .from(t.documents)
      .where(eq(t.documents.id, id));
    expect(stored!.body).toBe(
      `<p dir="rtl">انظر <a href="https://quran.example/tajweed" target="_blank" rel="noopener noreferrer">المصدر</a></p><img src="/api/files/${fileId}" alt="لوحة" />`,
    );

    const read = await call('GET', `/api/documents/${id}`);
    const body = read.json().body as string;
    const src = /<img src="([^"]+)"/.exec(body)![1]!.replace(/&amp;/g, '&');
    expect(src).toMatch(new RegExp(`^/api/files/${fileId}\\?exp=\\d+&sig=`));
    const file = await app.app.inject({ method: 'GET', url: src });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');

    const [claimed] = await app.ctx.db
      .select({ recordId: t.storedFiles.recordId })
      .from(t.storedFiles)
      .where(eq(t.storedFiles.id, fileId));
    expect(claimed!.recordId).toBe(id);
  });

  it('refuses a script with a translated message and writes nothing', async () => {
    const before = await app.ctx.db.select({ id: t.documents.id }).from(t.documents);
    const res = await call('POST', '/api/documents', {
      title: 'محاولة',
      category: 'procedures',
      body: '<p>نص</p><script>alert(1)</script>',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.body.message).toMatch(/[a-zé]/i);
    expect(res.json().error.fields.body.code).toBe('resources.validation.unsafeContent');
    const after = await app.ctx.db.select({ id: t.documents.id }).from(t.documents);
    expect(after.length).toBe(before.length);
  });

  it('takes only images, within their size, into a rich-text field', async () => {
    const pdf = await upload(app, w.as.admin, 'documents', 'body', samplePdf());
    expect(pdf.statusCode).toBe(400);
    const fake = await upload(app, w.as.admin, 'documents', 'body', {
      name: 'x.png',
      type: 'image/png',
      content: Buffer.from('<script>alert(1)</script>'),
    });
    expect(fake.statusCode).toBe(400);
  });
});
