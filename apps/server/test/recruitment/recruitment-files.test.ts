import { applicationTemplate, scoreSheetTemplate } from '@qc/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { APPLICATION_FILES } from '../../src/modules/recruitment/application-files.service.ts';
import { purgeClosedApplications } from '../../src/modules/recruitment/purge.service.ts';
import { recitationSampleWav } from '../../src/modules/recruitment/recitation-sample.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createUser, signIn } from '../identity/identity-helpers.ts';
import { world } from '../students/fixtures.ts';

/**
 * The recitation sample (docs/jobs-and-recruitment.md): the form builder's `file` question on a
 * posting's public form. A file of the wrong type (its bytes checked, not its name or declared
 * type) or over the question's size is refused in the visitor's language with nothing stored;
 * the application claims its upload; only HR in scope and the candidate's panel get the file;
 * the purge deletes it.
 */

let app: TestApp;
let w: Awaited<ReturnType<typeof world>>;
type Headers = Record<string, string>;
const as = {} as Record<'hr' | 'hrB', Headers>;
const ids = {} as Record<'posting' | 'closed' | 'app' | 'round', string>;
const MAX = 64 * 1024;
const url = () => `/api/recruitment/applications/${ids.app}/files/recitation`;
const wav = recitationSampleWav(1);

let visitor = 0;
const address = () => `10.9.${Math.floor(++visitor / 250)}.${visitor % 250}`;
const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
  app.app.inject({
    method,
    url,
    headers: { ...headers, 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });

/** A signed-out upload of one file to a posting's question. */
function upload(
  postingId: string,
  file: { name: string; type: string; content: Buffer },
  lang = 'en',
  question = 'recitation',
) {
  const boundary = `----rec${Date.now()}`;
  return app.app.inject({
    method: 'POST',
    url: `/api/public/job-postings/${postingId}/files?question=${question}`,
    remoteAddress: address(),
    headers: {
      'accept-language': lang,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

const storedCount = async () =>
  (
    await app.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.storedFiles)
      .where(eq(t.storedFiles.resource, APPLICATION_FILES))
  )[0]!.n;
const appCount = async () =>
  (await app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(t.recruitmentApplications))[0]!
    .n;

/** The template's form with the recitation question limited to MAX bytes. */
function form() {
  const def = applicationTemplate('en');
  for (const s of def.sections)
    for (const q of s.questions) if (q.id === 'recitation') q.maxSize = MAX;
  return def;
}

const applicant = (phone: string, file?: object) => ({
  fullName: 'عبد الرحمن بن خالد',
  gender: 'male',
  phone,
  answers: {
    juz: { value: 30 },
    ijazah: { value: 1 },
    riwaya: { value: null, choices: ['hafs'] },
    consent: { value: 1 },
    ...(file ? { recitation: { value: null, file } } : {}),
  },
});

async function posting(title: string) {
  const res = await call('POST', '/api/recruitment/postings', as.hr, {
    title,
    centreId: w.org.a.centre.id,
    job: 'teacher',
    positions: 2,
    definition: form(),
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  const open = await call('POST', `/api/recruitment/postings/${id}/actions/publish`, as.hr);
  expect(open.statusCode, open.body).toBe(200);
  return id;
}

beforeAll(async () => {
  app = await createTestApp();
  w = await world(app);
  const user = async (a: {
    role: string;
    level: 'country' | 'centre';
    countryId?: string;
    centreId?: string;
  }) =>
    bearer((await signIn(app, (await createUser(app, { assignments: [a] })).email)).accessToken);
  as.hr = await user({ role: 'hr_officer', level: 'country', countryId: w.org.country.id });
  as.hrB = await user({ role: 'hr_officer', level: 'centre', centreId: w.org.b.centre.id });
  ids.posting = await posting('محفظ لحلقات الفجر');
  ids.closed = await posting('مشرف تعليمي');
  await call('POST', `/api/recruitment/postings/${ids.closed}/actions/close`, as.hr);
});

afterAll(async () => {
  await app.close();
});

describe('uploading a recitation sample', () => {
  it('refuses a file whose bytes are not audio, whatever its name and declared type', async () => {
    const before = await storedCount();
    const pdf = await upload(
      ids.posting,
      { name: 'تلاوة.mp3', type: 'audio/mpeg', content: Buffer.from('%PDF-1.7\n1 0 obj\n') },
      'ar',
    );
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().error.code).toBe('forms.fileType');
    expect(pdf.json().error.message).toContain('نوع الملف');
    expect(pdf.json().error.fields['answers.recitation'].code).toBe('forms.fileType');
    const text = await upload(ids.posting, {
      name: 'recitation.wav',
      type: 'audio/wav',
      content: Buffer.from('not a recording at all'),
    });
    expect(text.statusCode).toBe(400);
    // Audio the question does not take: a PNG declared as an image.
    const png = await upload(ids.posting, {
      name: 'x.png',
      type: 'image/png',
      content: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
    });
    expect(png.statusCode).toBe(400);
    expect(await storedCount()).toBe(before);
  });

  it('refuses a file over the question’s size, in the visitor’s language', async () => {
    const before = await storedCount();
    const big = Buffer.concat([wav, Buffer.alloc(MAX)]);
    const res = await upload(
      ids.posting,
      { name: 'long.wav', type: 'audio/wav', content: big },
      'fr',
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('forms.fileTooLarge');
    expect(res.json().error.message).toContain('Mo');
    expect(await storedCount()).toBe(before);
  });

  it('refuses an upload to a closed posting or to a question that is not a file', async () => {
    const before = await storedCount();
    const closed = await upload(ids.closed, { name: 'a.wav', type: 'audio/wav', content: wav });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.code).toBe('recruitment.errors.closed');
    const notFile = await upload(
      ids.posting,
      { name: 'a.wav', type: 'audio/wav', content: wav },
      'en',
      'juz',
    );
    expect(notFile.statusCode).toBe(400);
    expect(await storedCount()).toBe(before);
  });

  it('stores a WAV read from its bytes, and the application claims it', async () => {
    const up = await upload(ids.posting, {
      name: '../../تلاوتي.wav',
      type: 'application/octet-stream',
      content: wav,
    });
    expect(up.statusCode, up.body).toBe(201);
    const file = up.json();
    expect(file).toMatchObject({ name: 'تلاوتي.wav', size: wav.length, contentType: 'audio/wav' });
    // A forged file answer (another id, or a lie about the size) is refused, nothing written.
    const before = await appCount();
    const forged = await app.app.inject({
      method: 'POST',
      url: `/api/public/job-postings/${ids.posting}`,
      remoteAddress: address(),
      payload: applicant('+905321119001', { ...file, id: '00000000-0000-4000-8000-00000000abcd' }),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.fields['answers.recitation'].code).toBe('forms.fileMissing');
    expect(await appCount()).toBe(before);

    const res = await app.app.inject({
      method: 'POST',
      url: `/api/public/job-postings/${ids.posting}`,
      remoteAddress: address(),
      payload: applicant('+905321119002', { ...file, size: 1, name: 'other.mp3' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    ids.app = res.json().id;
    const [row] = await app.ctx.db
      .select()
      .from(t.storedFiles)
      .where(eq(t.storedFiles.id, file.id));
    expect(row!.recordId).toBe(ids.app);
    // The stored name and size are kept, not what the form claimed.
    const detail = await call('GET', `/api/recruitment/applications/${ids.app}`, as.hr);
    expect(detail.json().answers.recitation.file).toMatchObject({
      name: 'تلاوتي.wav',
      size: wav.length,
    });
    // One upload answers one application.
    const again = await app.app.inject({
      method: 'POST',
      url: `/api/public/job-postings/${ids.posting}`,
      remoteAddress: address(),
      payload: applicant('+905321119003', file),
    });
    expect(again.statusCode).toBe(400);
    expect(await appCount()).toBe(before + 1);
  });
});

describe('who hears it', () => {
  it('plays for HR in scope, whole or by range', async () => {
    const res = await call('GET', url(), as.hr);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/wav');
    expect(res.rawPayload.equals(wav)).toBe(true);
    const part = await app.app.inject({
      method: 'GET',
      url: url(),
      headers: { ...as.hr, range: 'bytes=0-11' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.toString('ascii', 0, 4)).toBe('RIFF');
    expect(part.headers['content-range']).toBe(`bytes 0-11/${wav.length}`);
  });

  it('is hidden from another centre’s HR, a teacher off the panel and the signed out', async () => {
    expect((await call('GET', url(), as.hrB)).statusCode).toBe(404);
    expect((await call('GET', url(), w.as.teacherA)).statusCode).toBe(404);
    expect((await app.app.inject({ method: 'GET', url: url() })).statusCode).toBe(401);
  });

  it('plays for the panel of a round the candidate is invited to, and only them', async () => {
    const round = await call('POST', `/api/recruitment/postings/${ids.posting}/rounds`, as.hr, {
      name: 'المقابلة',
      panelEmployeeIds: [w.org.a.teacher.id],
      slots: [],
      definition: scoreSheetTemplate('en'),
    });
    expect(round.statusCode, round.body).toBe(201);
    ids.round = round.json().id;
    await call('POST', `/api/recruitment/applications/${ids.app}/actions/shortlist`, as.hr, {});
    const invite = await call(
      'POST',
      `/api/recruitment/applications/${ids.app}/actions/invite`,
      as.hr,
      { roundId: ids.round },
    );
    expect(invite.json().state).toBe('interview');
    const res = await call('GET', url(), w.as.teacherA);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(wav)).toBe(true);
    const sheet = await call(
      'GET',
      `/api/recruitment/rounds/${ids.round}/sheets/${ids.app}`,
      w.as.teacherA,
    );
    expect(sheet.json().applicantFiles).toEqual([
      expect.objectContaining({ questionId: 'recitation', file: expect.any(Object) }),
    ]);
    expect((await call('GET', url(), w.as.teacherB)).statusCode).toBe(404);
  });
});

describe('the purge', () => {
  it('deletes a rejected applicant’s recording with their data', async () => {
    const rejected = await call(
      'POST',
      `/api/recruitment/applications/${ids.app}/actions/reject`,
      as.hr,
      { reason: 'التلاوة دون المطلوب' },
    );
    expect(rejected.json().state).toBe('rejected');
    expect(await storedCount()).toBe(1);
    await app.ctx.db
      .update(t.recruitmentApplications)
      .set({ closedAt: '2020-01-01T00:00:00Z' })
      .where(eq(t.recruitmentApplications.id, ids.app));
    expect(await purgeClosedApplications(app.ctx, 30)).toBe(1);
    const left = await app.ctx.db
      .select({ id: t.storedFiles.id })
      .from(t.storedFiles)
      .where(
        and(eq(t.storedFiles.resource, APPLICATION_FILES), eq(t.storedFiles.recordId, ids.app)),
      );
    expect(left).toEqual([]);
    expect((await call('GET', url(), as.hr)).statusCode).toBe(404);
  });
});
