import {
  MAX_ATTACHMENT_BYTES,
  type ConversationView,
  type MessageNewPayload,
  type MessageView,
} from '@qc/domain';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupToFile, restoreFromFile } from '../../src/db/backup.ts';
import * as t from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { bearer, createOrganisation, createUser, signIn } from '../identity/identity-helpers.ts';
import { connect, listen, next, record } from '../realtime/socket-client.ts';

let app: TestApp;
let org: Awaited<ReturnType<typeof createOrganisation>>;
type Who =
  | 'admin'
  | 'countryMgr'
  | 'managerA'
  | 'managerA2'
  | 'teacherA'
  | 'managerB'
  | 'countryC'
  | 'guardian'
  | 'disabled';
const u = {} as Record<Who, { id: string; token: string; name: string }>;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
const b64 = (b: Buffer) => b.toString('base64');

beforeAll(async () => {
  app = await createTestApp();
  org = await createOrganisation(app);
  const c = org.country.id;
  const specs: Record<Who, { name: string; assignments: Parameters<typeof createUser>[1] }> = {
    admin: {
      name: 'مدير النظام',
      assignments: { assignments: [{ role: 'super_admin', level: 'organisation' }] },
    },
    countryMgr: {
      name: 'مدير الدولة',
      assignments: { assignments: [{ role: 'country_manager', level: 'country', countryId: c }] },
    },
    managerA: {
      name: 'مدير المركز أ',
      assignments: {
        assignments: [
          { role: 'centre_manager', level: 'centre', countryId: c, centreId: org.a.centre.id },
        ],
      },
    },
    managerA2: {
      name: 'مشرف المركز أ',
      assignments: {
        assignments: [
          { role: 'supervisor', level: 'centre', countryId: c, centreId: org.a.centre.id },
        ],
      },
    },
    teacherA: {
      name: 'أَحْمَد إبراهيم المحفّظ',
      assignments: {
        assignments: [{ role: 'teacher', level: 'own', countryId: c, centreId: org.a.centre.id }],
        employeeId: org.a.teacher.id,
      },
    },
    managerB: {
      name: 'مدير المركز ب',
      assignments: {
        assignments: [
          { role: 'centre_manager', level: 'centre', countryId: c, centreId: org.b.centre.id },
        ],
      },
    },
    countryC: {
      name: 'مدير الدولة الأخرى',
      assignments: {
        assignments: [
          { role: 'country_manager', level: 'country', countryId: org.otherCountry.id },
        ],
      },
    },
    guardian: {
      name: 'ولي أمر',
      assignments: { assignments: [{ role: 'guardian', level: 'own' }] },
    },
    disabled: {
      name: 'موظف سابق',
      assignments: {
        assignments: [
          { role: 'centre_manager', level: 'centre', countryId: c, centreId: org.a.centre.id },
        ],
      },
    },
  };
  for (const [who, spec] of Object.entries(specs) as Array<[Who, (typeof specs)[Who]]>) {
    const created = await createUser(app, spec.assignments);
    await app.ctx.db
      .update(t.users)
      .set({ displayName: spec.name })
      .where(eq(t.users.id, created.id));
    u[who] = {
      id: created.id,
      token: (await signIn(app, created.email)).accessToken,
      name: spec.name,
    };
  }
  await app.ctx.db.update(t.users).set({ status: 'disabled' }).where(eq(t.users.id, u.disabled.id));
});
afterAll(async () => app?.close());

const api = (
  who: Who,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  language?: string,
) =>
  app.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(u[who].token), ...(language ? { 'accept-language': language } : {}) },
    ...(payload ? { payload } : {}),
  });

async function direct(from: Who, to: Who): Promise<ConversationView> {
  const res = await api(from, 'POST', '/conversations', { kind: 'direct', userId: u[to].id });
  expect([200, 201], res.body).toContain(res.statusCode);
  return res.json();
}

async function send(who: Who, conversationId: string, body: object) {
  return api(who, 'POST', `/conversations/${conversationId}/messages`, body);
}

async function emailOf(id: string) {
  const [row] = await app.ctx.db
    .select({ email: t.users.email })
    .from(t.users)
    .where(eq(t.users.id, id));
  return row?.email;
}

async function messageCount() {
  const [row] = await app.ctx.db.select({ n: count() }).from(t.conversationMessages);
  return Number(row!.n);
}

describe('who may talk to whom', () => {
  it('lists the people sharing a place: same centre, the country above, the organisation', async () => {
    const res = await api('managerA', 'GET', '/conversations/contacts?limit=50');
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().items.map((i: { id: string }) => i.id);
    expect(ids).toEqual(
      expect.arrayContaining([u.admin.id, u.countryMgr.id, u.managerA2.id, u.teacherA.id]),
    );
    // Another centre, another country, people without conversations, disabled accounts, self.
    for (const who of ['managerB', 'countryC', 'guardian', 'disabled', 'managerA'] as const) {
      expect(ids).not.toContain(u[who].id);
    }
    // A country manager reaches both centres of the country, not the other country.
    const country = await api('countryMgr', 'GET', '/conversations/contacts?limit=50');
    const countryIds = country.json().items.map((i: { id: string }) => i.id);
    expect(countryIds).toEqual(
      expect.arrayContaining([u.managerA.id, u.managerB.id, u.teacherA.id]),
    );
    expect(countryIds).not.toContain(u.countryC.id);
  });

  it('finds contacts by name across alef, hamza and diacritic spellings', async () => {
    const res = await api(
      'managerA',
      'GET',
      `/conversations/contacts?q=${encodeURIComponent('احمد ابراهيم')}`,
    );
    expect(res.json().items.map((i: { id: string }) => i.id)).toEqual([u.teacherA.id]);
  });

  it('refuses a conversation with someone out of reach, in the caller’s language', async () => {
    for (const [language, text] of [
      ['en', 'You cannot start a conversation with this person.'],
      ['fr', 'Vous ne pouvez pas commencer une conversation avec cette personne.'],
      ['ar', 'لا يمكنك بدء محادثة مع هذا الشخص.'],
    ] as const) {
      const res = await api(
        'managerA',
        'POST',
        '/conversations',
        { kind: 'direct', userId: u.managerB.id },
        language,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.userId).toEqual({
        code: 'conversations.userNotReachable',
        message: text,
      });
    }
    // An unknown id reads the same as an existing unreachable one.
    const unknown = await api('managerA', 'POST', '/conversations', {
      kind: 'direct',
      userId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.json().error.fields.userId.code).toBe('conversations.userNotReachable');
    const self = await api('managerA', 'POST', '/conversations', {
      kind: 'direct',
      userId: u.managerA.id,
    });
    expect(self.json().error.fields.userId.code).toBe('conversations.cannotTalkToSelf');
    const [row] = await app.ctx.db.select({ n: count() }).from(t.conversations);
    expect(Number(row!.n)).toBe(0);
  });

  it('needs the conversations permission', async () => {
    expect((await api('guardian', 'GET', '/conversations')).statusCode).toBe(403);
    expect(
      (await api('guardian', 'POST', '/conversations', { kind: 'direct', userId: u.managerA.id }))
        .statusCode,
    ).toBe(403);
  });
});

describe('direct conversations', () => {
  it('exist once per pair, whoever opens them', async () => {
    const first = await api('managerA', 'POST', '/conversations', {
      kind: 'direct',
      userId: u.teacherA.id,
    });
    expect(first.statusCode, first.body).toBe(201);
    const again = await api('managerA', 'POST', '/conversations', {
      kind: 'direct',
      userId: u.teacherA.id,
    });
    expect(again.statusCode).toBe(200);
    const other = await api('teacherA', 'POST', '/conversations', {
      kind: 'direct',
      userId: u.managerA.id,
    });
    expect(other.statusCode).toBe(200);
    expect(new Set([first.json().id, again.json().id, other.json().id]).size).toBe(1);
    const view = first.json() as ConversationView;
    expect(view.kind).toBe('direct');
    expect(view.members.map((m) => m.id).sort()).toEqual([u.managerA.id, u.teacherA.id].sort());
  });

  it('count unread messages of the others, and mark them read', async () => {
    const conv = await direct('managerA', 'teacherA');
    for (const body of ['الأولى', 'الثانية', 'الثالثة']) {
      expect((await send('managerA', conv.id, { body })).statusCode).toBe(201);
    }
    const mine = await api('managerA', 'GET', `/conversations/${conv.id}`);
    expect(mine.json()).toMatchObject({ unread: 0, lastSeq: 3, lastReadSeq: 3 });
    const theirs = await api('teacherA', 'GET', `/conversations/${conv.id}`);
    expect(theirs.json()).toMatchObject({ unread: 3, lastSeq: 3, lastReadSeq: 0 });
    expect(theirs.json().lastMessage).toMatchObject({
      body: 'الثالثة',
      senderName: u.managerA.name,
    });
    expect((await api('teacherA', 'GET', '/conversations/unread')).json()).toEqual({ count: 3 });

    const partly = await api('teacherA', 'POST', `/conversations/${conv.id}/read`, { seq: 2 });
    expect(partly.json()).toEqual({ lastReadSeq: 2, unread: 1, unreadTotal: 1 });
    // Never backwards, never past the last message.
    const back = await api('teacherA', 'POST', `/conversations/${conv.id}/read`, { seq: 1 });
    expect(back.json().lastReadSeq).toBe(2);
    const all = await api('teacherA', 'POST', `/conversations/${conv.id}/read`, { seq: 99 });
    expect(all.json()).toEqual({ lastReadSeq: 3, unread: 0, unreadTotal: 0 });

    const list = await api('teacherA', 'GET', '/conversations');
    expect(list.json().items.find((c: ConversationView) => c.id === conv.id).unread).toBe(0);
  });

  it('page messages newest first with a cursor', async () => {
    const conv = await direct('managerA', 'countryMgr');
    for (let i = 1; i <= 5; i++) await send('countryMgr', conv.id, { body: `رسالة ${i}` });
    const seqs = (items: MessageView[]) => items.map((m) => m.seq);
    const p1 = (await api('managerA', 'GET', `/conversations/${conv.id}/messages?limit=2`)).json();
    expect(seqs(p1.items)).toEqual([5, 4]);
    expect(p1.nextCursor).toBe(4);
    const p2 = (
      await api(
        'managerA',
        'GET',
        `/conversations/${conv.id}/messages?limit=2&before=${p1.nextCursor}`,
      )
    ).json();
    expect(seqs(p2.items)).toEqual([3, 2]);
    const p3 = (
      await api(
        'managerA',
        'GET',
        `/conversations/${conv.id}/messages?limit=2&before=${p2.nextCursor}`,
      )
    ).json();
    expect(seqs(p3.items)).toEqual([1]);
    expect(p3.nextCursor).toBeNull();
    expect(p3.items[0].body).toBe('رسالة 1');
  });
});

describe('only members read or write a conversation', () => {
  it('answers 404 to everyone else and changes nothing', async () => {
    const conv = await direct('managerA', 'teacherA');
    const sent = await send('managerA', conv.id, {
      body: 'سرّي',
      attachments: [{ name: 'a.png', type: 'image/png', contentBase64: b64(PNG) }],
    });
    const attachmentId = sent.json().message.attachments[0].id;
    const before = await messageCount();
    for (const who of ['countryMgr', 'admin', 'managerA2'] as const) {
      expect((await api(who, 'GET', `/conversations/${conv.id}`)).statusCode).toBe(404);
      expect((await api(who, 'GET', `/conversations/${conv.id}/messages`)).statusCode).toBe(404);
      expect((await send(who, conv.id, { body: 'مرحبا' })).statusCode).toBe(404);
      expect((await api(who, 'POST', `/conversations/${conv.id}/read`, {})).statusCode).toBe(404);
      expect(
        (await api(who, 'GET', `/conversations/${conv.id}/attachments/${attachmentId}`)).statusCode,
      ).toBe(404);
      const list = await api(who, 'GET', '/conversations');
      expect(list.json().items.map((c: ConversationView) => c.id)).not.toContain(conv.id);
    }
    expect(await messageCount()).toBe(before);
  });
});

describe('groups', () => {
  let group: ConversationView;

  it('are created by their admin with people they reach, who are notified', async () => {
    const res = await api('countryMgr', 'POST', '/conversations', {
      kind: 'group',
      title: 'مشرفو الحلقات',
      memberIds: [u.managerA.id, u.teacherA.id, u.managerB.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    group = res.json();
    expect(group.myRole).toBe('admin');
    expect(group.members).toHaveLength(4);
    const notes = await app.ctx.db
      .select()
      .from(t.notifications)
      .where(eq(t.notifications.userId, u.managerB.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      titleKey: 'notifications.addedToGroup',
      values: { actor: 'مدير الدولة', title: 'مشرفو الحلقات' },
      link: `/conversations-component?c=${group.id}`,
    });
    // A member out of the creator's reach refuses the whole group, naming the field.
    const bad = await api('managerA', 'POST', '/conversations', {
      kind: 'group',
      title: 'x',
      memberIds: [u.teacherA.id, u.countryC.id],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['memberIds.1']);
  });

  it('are renamed by an admin only, with optimistic concurrency', async () => {
    const notAdmin = await api('managerA', 'PATCH', `/conversations/${group.id}`, {
      title: 'جديد',
      version: group.version,
    });
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json().error.code).toBe('conversations.adminOnly');
    const ok = await api('countryMgr', 'PATCH', `/conversations/${group.id}`, {
      title: 'مشرفو الحلقات والمحفظون',
      version: group.version,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().title).toBe('مشرفو الحلقات والمحفظون');
    const stale = await api('countryMgr', 'PATCH', `/conversations/${group.id}`, {
      title: 'قديم',
      version: group.version,
    });
    expect(stale.statusCode).toBe(409);
    const empty = await api(
      'countryMgr',
      'PATCH',
      `/conversations/${group.id}`,
      {
        title: '  ',
        version: ok.json().version,
      },
      'en',
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.title.message).toBe('This field is required.');
    const direct1 = await direct('managerA', 'teacherA');
    const renameDirect = await api('managerA', 'PATCH', `/conversations/${direct1.id}`, {
      title: 'x',
      version: direct1.version,
    });
    expect(renameDirect.json().error.code).toBe('conversations.directOnlyTwo');
    group = ok.json();
  });

  it('gain and lose members through their admin; removed members lose access', async () => {
    const added = await api('countryMgr', 'POST', `/conversations/${group.id}/members`, {
      userIds: [u.managerA2.id, u.countryC.id],
    });
    expect(added.statusCode).toBe(400);
    expect(Object.keys(added.json().error.fields)).toEqual(['userIds.1']);
    const ok = await api('countryMgr', 'POST', `/conversations/${group.id}/members`, {
      userIds: [u.managerA2.id, u.managerA.id],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().members).toHaveLength(5);

    const notAdmin = await api(
      'managerA',
      'DELETE',
      `/conversations/${group.id}/members/${u.managerB.id}`,
    );
    expect(notAdmin.statusCode).toBe(403);
    await send('teacherA', group.id, { body: 'قبل الإزالة' });
    const removed = await api(
      'countryMgr',
      'DELETE',
      `/conversations/${group.id}/members/${u.managerB.id}`,
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json().members.map((m: { id: string }) => m.id)).not.toContain(u.managerB.id);
    expect((await api('managerB', 'GET', `/conversations/${group.id}/messages`)).statusCode).toBe(
      404,
    );
    const search = await api(
      'managerB',
      'GET',
      `/conversations/search?q=${encodeURIComponent('الإزالة')}`,
    );
    expect(search.json().total).toBe(0);
    const self = await api(
      'countryMgr',
      'DELETE',
      `/conversations/${group.id}/members/${u.countryMgr.id}`,
    );
    expect(self.json().error.code).toBe('conversations.cannotRemoveSelf');
  });

  it('hand over to the longest-standing member when the admin leaves', async () => {
    const left = await api('countryMgr', 'POST', `/conversations/${group.id}/leave`);
    expect(left.statusCode).toBe(200);
    expect((await api('countryMgr', 'GET', `/conversations/${group.id}`)).statusCode).toBe(404);
    const view = (
      await api('managerA', 'GET', `/conversations/${group.id}`)
    ).json() as ConversationView;
    const admins = view.members.filter((m) => m.role === 'admin').map((m) => m.id);
    expect(admins).toEqual([view.members[0]!.id]);
    expect(admins).toHaveLength(1);
    const direct1 = await direct('managerA', 'teacherA');
    expect((await api('managerA', 'POST', `/conversations/${direct1.id}/leave`)).statusCode).toBe(
      400,
    );
  });
});

describe('search', () => {
  it('finds messages of my conversations across Arabic spellings, and file names', async () => {
    const conv = await direct('teacherA', 'managerA2');
    await send('teacherA', conv.id, { body: 'أتمّ إبْرَاهِيمُ حفظ سورةِ البقرة ـ الحمد لله' });
    await send('teacherA', conv.id, { body: 'موعد الاختبار غدًا' });
    await send('teacherA', conv.id, {
      body: '',
      attachments: [{ name: 'تقرير الشهر.pdf', type: 'application/pdf', contentBase64: b64(PDF) }],
    });
    const q = async (who: Who, text: string) =>
      (await api(who, 'GET', `/conversations/search?q=${encodeURIComponent(text)}`)).json();
    for (const text of ['ابراهيم', 'سوره البقره', 'براهيم', 'اتم', 'إبراهيم البقرة']) {
      const found = await q('managerA2', text);
      expect(found.total, text).toBe(1);
      expect(found.items[0].message.body).toContain('البقرة');
      expect(found.items[0].conversation).toMatchObject({ id: conv.id, kind: 'direct' });
    }
    expect((await q('managerA2', 'تقرير')).items[0].message.attachments[0].name).toBe(
      'تقرير الشهر.pdf',
    );
    expect((await q('managerA2', 'ابراهيم الاختبار')).total).toBe(0);
    // Someone else's conversation is not searched.
    expect((await q('managerB', 'ابراهيم')).total).toBe(0);
  });

  it('filters my conversations by group title or member name', async () => {
    const res = await api('managerA', 'GET', `/conversations?q=${encodeURIComponent('احمد')}`);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as ConversationView[];
    expect(items.length).toBeGreaterThan(0);
    for (const c of items) expect(c.members.map((m) => m.id)).toContain(u.teacherA.id);
    const groups = await api(
      'managerA',
      'GET',
      `/conversations?q=${encodeURIComponent('المحفظون')}`,
    );
    expect(groups.json().items.map((c: ConversationView) => c.kind)).toEqual(['group']);
  });
});

describe('attachments', () => {
  let conv: ConversationView;
  beforeAll(async () => {
    conv = await direct('managerA', 'managerA2');
  });

  it('stores files with their message and serves them to members', async () => {
    const res = await send('managerA', conv.id, {
      body: 'المرفقات',
      attachments: [
        { name: '../صورة.png', type: 'image/png', contentBase64: b64(PNG) },
        { name: 'خطة.pdf', type: 'application/pdf', contentBase64: b64(PDF) },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const files = (res.json() as MessageNewPayload).message.attachments;
    expect(files.map((f) => [f.name, f.type, f.size])).toEqual([
      ['صورة.png', 'image/png', PNG.length],
      ['خطة.pdf', 'application/pdf', PDF.length],
    ]);
    const image = await api(
      'managerA2',
      'GET',
      `/conversations/${conv.id}/attachments/${files[0]!.id}`,
    );
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toContain('inline;');
    expect(image.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('صورة.png')}`,
    );
    expect(image.rawPayload.equals(PNG)).toBe(true);
    const pdf = await api(
      'managerA2',
      'GET',
      `/conversations/${conv.id}/attachments/${files[1]!.id}`,
    );
    expect(pdf.headers['content-disposition']).toMatch(/^attachment;/);
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
    // An attachment is reached only through its own conversation.
    const other = await direct('managerA', 'teacherA');
    const wrong = await api(
      'managerA',
      'GET',
      `/conversations/${other.id}/attachments/${files[0]!.id}`,
    );
    expect(wrong.statusCode).toBe(404);
  });

  it('refuses files over the limits or of the wrong kind, storing nothing', async () => {
    const before = await messageCount();
    const big = Buffer.alloc(MAX_ATTACHMENT_BYTES + 1);
    PNG.copy(big);
    const cases: Array<[object, string, string]> = [
      [
        { attachments: [{ name: 'big.png', type: 'image/png', contentBase64: b64(big) }] },
        'attachments.0',
        'conversations.attachment.tooLarge',
      ],
      [
        {
          attachments: [
            { name: 'page.html', type: 'text/html', contentBase64: b64(Buffer.from('<b>x</b>')) },
          ],
        },
        'attachments.0',
        'conversations.attachment.typeNotAllowed',
      ],
      [
        {
          body: 'x',
          attachments: [
            { name: 'ok.png', type: 'image/png', contentBase64: b64(PNG) },
            { name: 'fake.png', type: 'image/png', contentBase64: b64(Buffer.from('<script>')) },
          ],
        },
        'attachments.1',
        'conversations.attachment.contentMismatch',
      ],
      [
        {
          attachments: Array.from({ length: 6 }, (_, i) => ({
            name: `${i}.png`,
            type: 'image/png',
            contentBase64: b64(PNG),
          })),
        },
        'attachments',
        'conversations.attachment.tooMany',
      ],
      [{ body: '   ' }, 'body', 'conversations.message.empty'],
    ];
    for (const [payload, field, code] of cases) {
      const res = await send('managerA', conv.id, payload);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().error.fields[field].code).toBe(code);
    }
    expect(await messageCount()).toBe(before);
    const view = (await api('managerA', 'GET', `/conversations/${conv.id}`)).json();
    expect(view.lastSeq).toBe(1);

    const fr = await api(
      'managerA',
      'POST',
      `/conversations/${conv.id}/messages`,
      { attachments: [{ name: 'big.png', type: 'image/png', contentBase64: b64(big) }] },
      'fr',
    );
    expect(fr.json().error.fields['attachments.0'].message).toBe('« big.png » dépasse 2 Mo.');
    const ar = await api(
      'managerA',
      'POST',
      `/conversations/${conv.id}/messages`,
      {
        attachments: Array.from({ length: 6 }, () => ({
          name: 'a.png',
          type: 'image/png',
          contentBase64: b64(PNG),
        })),
      },
      'ar',
    );
    expect(ar.json().error.fields.attachments.message).toBe(
      'يمكن إرسال 5 ملفات على الأكثر مع الرسالة الواحدة.',
    );
  });
});

describe('backup', () => {
  it('keeps attachments byte for byte and message numbering through a backup and restore', async () => {
    const conv = await direct('managerA', 'admin');
    await send('managerA', conv.id, {
      body: 'قبل النسخ',
      attachments: [{ name: 'a.png', type: 'image/png', contentBase64: b64(PNG) }],
    });
    const file = join(mkdtempSync(join(tmpdir(), 'qc-conv-backup-')), 'backup.jsonl.gz');
    await backupToFile(app.database, file);
    const target = await createTestDatabase();
    try {
      await restoreFromFile(target, file);
      const restored = await createTestApp({ database: target });
      const token = (await signIn(restored, (await emailOf(u.admin.id))!)).accessToken;
      const headers = bearer(token);
      const messages = await restored.app.inject({
        method: 'GET',
        url: `/api/conversations/${conv.id}/messages`,
        headers,
      });
      const [message] = messages.json().items as MessageView[];
      expect(message!.body).toBe('قبل النسخ');
      const download = await restored.app.inject({
        method: 'GET',
        url: `/api/conversations/${conv.id}/attachments/${message!.attachments[0]!.id}`,
        headers,
      });
      expect(download.rawPayload.equals(PNG)).toBe(true);
      // Numbering goes on after the restored messages.
      const next = await restored.app.inject({
        method: 'POST',
        url: `/api/conversations/${conv.id}/messages`,
        headers,
        payload: { body: 'بعد الاستعادة' },
      });
      expect(next.json().message.seq).toBe(message!.seq + 1);
      await restored.app.close();
    } finally {
      await target.close();
    }
  });
});

describe('live delivery', () => {
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    url = await listen(app);
  });
  afterAll(() => {
    for (const s of sockets) s.close();
  });
  const open = async (who: Who) => {
    const s = await connect(url, { token: u[who].token });
    sockets.push(s);
    return s;
  };

  it('sends message:new and conversation:read to the members only', async () => {
    const conv = await direct('managerA', 'teacherA');
    const [a, t1, t2, outsider] = await Promise.all([
      open('managerA'),
      open('teacherA'),
      open('teacherA'),
      open('managerA2'),
    ]);
    const strangers = record(outsider, 'message:new');
    const got = [a, t1, t2].map((s) => next<MessageNewPayload>(s, 'message:new'));
    const res = await send('managerA', conv.id, { body: 'مباشر', clientId: 'tmp-1' });
    expect(res.statusCode).toBe(201);
    for (const p of await Promise.all(got)) {
      expect(p).toMatchObject({ conversationId: conv.id, clientId: 'tmp-1' });
      expect(p.message).toMatchObject({ body: 'مباشر', senderId: u.managerA.id });
    }
    const readSeen = next(a, 'conversation:read');
    await api('teacherA', 'POST', `/conversations/${conv.id}/read`, {});
    expect(await readSeen).toEqual({
      conversationId: conv.id,
      userId: u.teacherA.id,
      lastReadSeq: res.json().message.seq,
    });
    // The outsider's socket is open and in order: a later event to them arrives first alone.
    const barrier = next(outsider, 'test:barrier');
    app.ctx.events.toUsers([u.managerA2.id], 'test:barrier', {});
    await barrier;
    expect(strangers).toEqual([]);
  });

  it('tells a removed member their group changed', async () => {
    const g = await api('managerA', 'POST', '/conversations', {
      kind: 'group',
      title: 'مؤقت',
      memberIds: [u.teacherA.id],
    });
    const teacher = await open('teacherA');
    const told = next<{ action: string; conversationId: string }>(
      teacher,
      'conversation:updated',
      (p) => p.conversationId === g.json().id,
    );
    await api('managerA', 'DELETE', `/conversations/${g.json().id}/members/${u.teacherA.id}`);
    expect(await told).toMatchObject({ action: 'memberRemoved', userIds: [u.teacherA.id] });
  });
});
