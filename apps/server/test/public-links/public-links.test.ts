import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { world } from '../students/fixtures.ts';

/**
 * The public-link kit (docs/public-links.md) through the two features on it today: a poll's
 * public link and a student registration link answer the same situations (closed by hand, not
 * yet open, past their period, full, a second answer from one contact) with the same refusal,
 * each in its own words, on the public page and on sending, and write nothing when they refuse.
 */

let app: TestApp;
let w: Awaited<ReturnType<typeof world>>;

beforeAll(async () => {
  app = await createTestApp();
  w = await world(app);
});
afterAll(async () => app?.close());

const day = (offset: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

/** The answer of an injected request. */
type Sent = Awaited<ReturnType<TestApp['app']['inject']>>;

type Situation = 'closed' | 'notYetOpen' | 'expired' | 'full' | 'alreadyAnswered';

/** One feature's public link, driven the same way for the kit's contract. */
interface Feature {
  name: string;
  /** The refusal code of each situation. */
  codes: Record<Situation, string>;
  /** What the public page says in each situation of the link itself. */
  pageSays: Record<Exclude<Situation, 'alreadyAnswered'>, string>;
  /** Creates an open link (limit 2, one answer per contact) and returns its id. */
  create(): Promise<string>;
  /** Opens or closes the link through the managers' API. */
  setStatus(id: string, status: 'open' | 'closed'): Promise<void>;
  /** Moves the link's period. */
  setPeriod(id: string, opensOn: string, closesOn: string): Promise<void>;
  /** Sends an answer from a contact (n names the person). */
  send(id: string, contact: string, n: number, lang?: string): Promise<Sent>;
  /** Why the public page says the link takes no answers (null: it takes them). */
  shown(id: string): Promise<string | null>;
  /** Answers stored for the link. */
  stored(id: string): Promise<number>;
}

// Each feature sends from its own address: the public links take 10 answers a minute from one.
const polls: Feature = {
  name: 'a poll',
  codes: {
    closed: 'polls.closed',
    notYetOpen: 'polls.notYetOpen',
    expired: 'polls.closed',
    full: 'polls.full',
    alreadyAnswered: 'polls.alreadyAnswered',
  },
  pageSays: { closed: 'closed', notYetOpen: 'notYetOpen', expired: 'closed', full: 'full' },
  async create() {
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/polls',
      headers: w.as.manager,
      payload: {
        title: 'استبيان يوم الأسرة',
        centreId: w.org.a.centre.id,
        opensOn: day(-1),
        closesOn: day(5),
        answerLimit: 2,
        onePerContact: true,
        definition: {
          sections: [
            {
              id: 's1',
              title: 'بياناتك',
              questions: [
                { id: 'name', kind: 'text', label: 'الاسم', required: true },
                { id: 'phone', kind: 'phone', label: 'الجوال', required: true },
              ],
            },
          ],
        },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id: string = res.json().id;
    await this.setStatus(id, 'open');
    return id;
  },
  async setStatus(id, status) {
    const res = await app.app.inject({
      method: 'POST',
      url: `/api/polls/${id}/status`,
      headers: w.as.manager,
      payload: { status },
    });
    expect(res.statusCode, res.body).toBe(200);
  },
  async setPeriod(id, opensOn, closesOn) {
    await app.ctx.db.update(t.polls).set({ opensOn, closesOn }).where(eq(t.polls.id, id));
  },
  send(id, contact, n, lang = 'ar') {
    return app.app.inject({
      method: 'POST',
      url: `/api/public/polls/${id}`,
      headers: { 'accept-language': lang },
      remoteAddress: '10.1.0.1',
      payload: {
        answers: {
          name: { value: null, text: `مجيب ${n}` },
          phone: { value: null, text: contact },
        },
      },
    });
  },
  async shown(id) {
    const res = await app.app.inject({ method: 'GET', url: `/api/public/polls/${id}` });
    expect(res.statusCode).toBe(200);
    return res.json().unavailable;
  },
  async stored(id) {
    return (await app.ctx.db.select().from(t.pollAnswers).where(eq(t.pollAnswers.pollId, id)))
      .length;
  },
};

const registrations: Feature = {
  name: 'a student registration link',
  codes: {
    closed: 'students.registration.linkClosed',
    notYetOpen: 'students.registration.linkClosed',
    expired: 'students.registration.linkClosed',
    full: 'students.registration.quotaFull',
    alreadyAnswered: 'students.registration.duplicate',
  },
  pageSays: {
    closed: 'unavailable',
    notYetOpen: 'unavailable',
    expired: 'unavailable',
    full: 'full',
  },
  async create() {
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/registration-links',
      headers: w.as.manager,
      payload: {
        centreId: w.org.a.centre.id,
        title: 'التسجيل في الدورة المكثفة',
        form: { fields: [{ name: 'identityNumber', required: true }] },
        quota: 2,
        opensOn: day(-1),
        closesOn: day(5),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  },
  async setStatus(id, status) {
    const res = await app.app.inject({
      method: 'POST',
      url: `/api/registration-links/${id}/status`,
      headers: w.as.manager,
      payload: { status },
    });
    expect(res.statusCode, res.body).toBe(200);
  },
  async setPeriod(id, opensOn, closesOn) {
    await app.ctx.db
      .update(t.registrationLinks)
      .set({ opensOn, closesOn })
      .where(eq(t.registrationLinks.id, id));
  },
  send(id, contact, n, lang = 'ar') {
    return app.app.inject({
      method: 'POST',
      url: `/api/public/registration-links/${id}`,
      headers: { 'accept-language': lang },
      remoteAddress: '10.1.0.2',
      // The contact of a registration is its identity number, written two ways below.
      payload: { fullName: `طالب ${n}`, gender: 'male', identityNumber: contact },
    });
  },
  async shown(id) {
    const res = await app.app.inject({
      method: 'GET',
      url: `/api/public/registration-links/${id}`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    return body.open ? null : body.full ? 'full' : 'unavailable';
  },
  async stored(id) {
    return (await app.ctx.db.select().from(t.registrations).where(eq(t.registrations.linkId, id)))
      .length;
  },
};

/** The same contact typed two ways: the kit takes them for one. */
const contacts = {
  [polls.name]: ['+966 55 000 1111', '00966550001111', '+966550002222', '+966550003333'],
  [registrations.name]: ['AB-1234', 'ab1234', 'CD5678', 'EF9012'],
};

describe.each([polls, registrations])('the public-link kit on $name', (feature) => {
  const [first, sameAgain, second, third] = contacts[feature.name]!;
  let id: string;

  const refused = async (situation: Situation, contact: string, n: number, lang = 'ar') => {
    const before = await feature.stored(id);
    const res = await feature.send(id, contact, n, lang);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.code).toBe(feature.codes[situation]);
    expect(await feature.stored(id)).toBe(before);
    return res.json().error.message as string;
  };

  it('takes a first answer while open', async () => {
    id = await feature.create();
    expect(await feature.shown(id)).toBeNull();
    const res = await feature.send(id, first!, 1);
    expect(res.statusCode, res.body).toBe(201);
    expect(await feature.stored(id)).toBe(1);
  });

  it('refuses a second answer from the same contact, written another way', async () => {
    await refused('alreadyAnswered', sameAgain!, 2);
    // The link itself still takes answers.
    expect(await feature.shown(id)).toBeNull();
  });

  it('refuses while closed by hand, in the sender’s language', async () => {
    await feature.setStatus(id, 'closed');
    expect(await feature.shown(id)).toBe(feature.pageSays.closed);
    const message = await refused('closed', second!, 3, 'en');
    expect(message).not.toBe(feature.codes.closed);
    expect(message).toMatch(/closed/i);
    await feature.setStatus(id, 'open');
  });

  it('refuses before its period begins and after it ends', async () => {
    await feature.setPeriod(id, day(2), day(9));
    expect(await feature.shown(id)).toBe(feature.pageSays.notYetOpen);
    await refused('notYetOpen', second!, 3);
    await feature.setPeriod(id, day(-9), day(-1));
    expect(await feature.shown(id)).toBe(feature.pageSays.expired);
    await refused('expired', second!, 3);
    // Its first and last days count.
    await feature.setPeriod(id, day(0), day(0));
    expect(await feature.shown(id)).toBeNull();
  });

  it('takes answers up to its limit, then refuses as full', async () => {
    const res = await feature.send(id, second!, 3);
    expect(res.statusCode, res.body).toBe(201);
    expect(await feature.shown(id)).toBe(feature.pageSays.full);
    await refused('full', third!, 4);
    expect(await feature.stored(id)).toBe(2);
  });
});
