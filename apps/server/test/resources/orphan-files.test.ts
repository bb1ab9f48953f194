import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { deleteOrphanFiles } from '../../src/resources/orphan-files.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { samplePdf, upload, userWith, type Headers } from './resource-fixtures.ts';

/** Uploads that no record claimed are swept after a day; nothing a record holds is touched. */

let app: TestApp;
let admin: Headers;

beforeAll(async () => {
  app = await createTestApp();
  admin = await userWith(app, ['*'], { level: 'organisation' });
});
afterAll(async () => app?.close());

async function uploadAttachment(): Promise<{ id: string }> {
  const res = await upload(app, admin, 'documents', 'attachments', samplePdf());
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const ageTwoDays = (ids: string[]) =>
  app.ctx.db
    .update(t.storedFiles)
    .set({ createdAt: sql`now() - interval '2 days'` })
    .where(inArray(t.storedFiles.id, ids));

const stillStored = async (ids: string[]) =>
  (
    await app.ctx.db
      .select({ id: t.storedFiles.id })
      .from(t.storedFiles)
      .where(inArray(t.storedFiles.id, ids))
  )
    .map((r) => r.id)
    .sort();

describe('abandoned uploads', () => {
  it('deletes unclaimed uploads older than a day, and only those', async () => {
    const kept = await uploadAttachment();
    const replaced = await uploadAttachment();
    const abandoned = await uploadAttachment();
    const fresh = await uploadAttachment();

    const created = await app.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: admin,
      payload: { title: 'إجراءات', category: 'procedures', attachments: [kept, replaced] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const doc = created.json();
    // The record drops one file: it stays claimed (its audit trail still names it).
    const updated = await app.app.inject({
      method: 'PATCH',
      url: `/api/documents/${doc.id}`,
      headers: admin,
      payload: { version: doc.version, attachments: [doc.attachments[0]] },
    });
    expect(updated.statusCode, updated.body).toBe(200);

    await ageTwoDays([kept.id, replaced.id, abandoned.id]);
    expect(await deleteOrphanFiles(app.ctx.db)).toBe(1);
    expect(await stillStored([kept.id, replaced.id, abandoned.id, fresh.id])).toEqual(
      [kept.id, replaced.id, fresh.id].sort(),
    );
    // Sweeping again finds nothing more.
    expect(await deleteOrphanFiles(app.ctx.db)).toBe(0);

    // The record's file still downloads; the swept one can no longer be attached.
    const read = await app.app.inject({
      method: 'GET',
      url: `/api/documents/${doc.id}`,
      headers: admin,
    });
    const link = read.json().attachments[0].url as string;
    expect((await app.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
    const reuse = await app.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { ...admin, 'x-language': 'en' },
      payload: { title: 'آخر', category: 'procedures', attachments: [abandoned] },
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error.fields.attachments.code).toBe('resources.validation.fileNotFound');

    // A fresh upload is kept until it too is a day old.
    const [row] = await app.ctx.db
      .select({ recordId: t.storedFiles.recordId })
      .from(t.storedFiles)
      .where(eq(t.storedFiles.id, fresh.id));
    expect(row!.recordId).toBeNull();
  });
});
