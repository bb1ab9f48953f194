import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../src/db/schema/index.ts';
import { contentMatches } from '../../src/resources/routes/file-upload.route.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createOrganisation, createUser, signIn } from '../identity/identity-helpers.ts';
import { upload } from '../resources/resource-fixtures.ts';

/**
 * The media library takes video, audio and PDF files (`site-media`, field `file`): each upload
 * is checked against its first bytes, not only the type the browser claimed.
 */

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat([
    ...parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
    Buffer.alloc(64, 0x20),
  ]);

/** The start of real files of each kind. */
const MP4 = bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0], 'isomiso2avc1mp41');
const M4A = bytes([0, 0, 0, 0x1c], 'ftypM4A ', [0, 0, 0, 0], 'M4A isom');
const WEBM = bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01], 'B', [0xf7]);
const MP3_ID3 = bytes('ID3', [4, 0, 0, 0, 0, 0, 0x21]);
const MP3_FRAME = bytes([0xff, 0xfb, 0x90, 0x64, 0x00]);
const PDF = bytes('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n');
const HTML = bytes('<!doctype html><script>alert(1)</script>');

describe('contentMatches: video, audio and PDF by their first bytes', () => {
  it('accepts each kind with its own header', () => {
    expect(contentMatches('video/mp4', MP4)).toBe(true);
    expect(contentMatches('audio/mp4', M4A)).toBe(true);
    expect(contentMatches('video/webm', WEBM)).toBe(true);
    expect(contentMatches('audio/webm', WEBM)).toBe(true);
    expect(contentMatches('audio/mpeg', MP3_ID3)).toBe(true);
    expect(contentMatches('audio/mpeg', MP3_FRAME)).toBe(true);
    expect(contentMatches('application/pdf', PDF)).toBe(true);
  });

  it('refuses content that is not what it claims', () => {
    for (const type of ['video/mp4', 'audio/mp4', 'video/webm', 'audio/webm', 'audio/mpeg']) {
      expect(contentMatches(type, HTML), type).toBe(false);
      expect(contentMatches(type, PDF), type).toBe(false);
      expect(contentMatches(type, Buffer.alloc(0)), type).toBe(false);
    }
    expect(contentMatches('video/mp4', WEBM)).toBe(false);
    expect(contentMatches('video/webm', MP4)).toBe(false);
    expect(contentMatches('audio/mpeg', MP4)).toBe(false);
    expect(contentMatches('application/pdf', MP3_ID3)).toBe(false);
    // A frame header needs a valid version and layer, not just 0xFF 0xE0.
    expect(contentMatches('audio/mpeg', bytes([0xff, 0xe8, 0x00]))).toBe(false);
    // A video or audio type the checks do not know is refused.
    expect(contentMatches('video/x-msvideo', bytes('RIFF....AVI '))).toBe(false);
  });
});

describe('site-media uploads', () => {
  let app: TestApp;
  let editor: Record<string, string>;
  beforeAll(async () => {
    app = await createTestApp();
    await createOrganisation(app);
    const admin = await createUser(app, {
      assignments: [{ role: 'super_admin', level: 'organisation' }],
    });
    editor = bearer((await signIn(app, admin.email)).accessToken);
  });
  afterAll(async () => app?.close());

  const send = (name: string, type: string, content: Buffer) =>
    upload(app, editor, 'site-media', 'file', { name, type, content });

  it('stores a real video, audio or PDF file', async () => {
    for (const [name, type, content] of [
      ['درس.mp4', 'video/mp4', MP4],
      ['درس.webm', 'video/webm', WEBM],
      ['تلاوة.mp3', 'audio/mpeg', MP3_ID3],
      ['تلاوة.m4a', 'audio/mp4', M4A],
      ['كتيب.pdf', 'application/pdf', PDF],
    ] as const) {
      const res = await send(name, type, content);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
      expect((res.json() as { contentType: string }).contentType).toBe(type);
    }
  });

  it('refuses a file whose bytes are not the type it claims, storing nothing', async () => {
    const before = (await app.database.db.select({ id: storedFiles.id }).from(storedFiles)).length;
    for (const [type, content] of [
      ['video/mp4', HTML],
      ['video/webm', MP4],
      ['audio/mpeg', PDF],
      ['audio/mp4', HTML],
      ['application/pdf', MP3_ID3],
    ] as const) {
      const res = await send('ملف', type, content);
      expect(res.statusCode, type).toBe(400);
      expect((res.json() as { error: { code: string } }).error.code).toBe(
        'resources.errors.fileType',
      );
    }
    expect((await app.database.db.select({ id: storedFiles.id }).from(storedFiles)).length).toBe(
      before,
    );
  });
});
