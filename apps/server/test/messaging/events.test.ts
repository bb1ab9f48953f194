import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, signIn } from '../identity/identity-helpers.ts';

/**
 * The guardians' messages of the other modules' events (docs/messages.md), each written in the
 * transaction of the act: exactly one per event and recipient, with its template's variables,
 * and none to a guardian who consented to no channel.
 */

let app: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp({ demo: true });
  admin = bearer((await signIn(app, 'admin@example.com', 'Admin@12345')).accessToken);
}, 600_000);
afterAll(async () => app?.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  app.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });

/** The guardian's consents: `channels` given (in Arabic, WhatsApp preferred), the others not. */
async function consent(guardianId: string, channels: string[]) {
  await app.database.query(`update guardians set phone = '+905551112233' where id = $1`, [
    guardianId,
  ]);
  const res = await call('PUT', `/api/messages/guardians/${guardianId}/preferences`, {
    channel: 'whatsapp',
    locale: 'ar',
    consents: ['whatsapp', 'sms', 'email'].map((c) => ({
      channel: c,
      given: channels.includes(c),
      method: 'form',
    })),
  });
  expect(res.statusCode, res.body).toBe(200);
}

interface Queued {
  event: string;
  status: string;
  channel: string;
  guardian_id: string;
  dedupe_key: string;
  params: Record<string, string>;
  body: string;
}
const queued = (event: string, studentId: string) =>
  app.database.query<Queued>(
    `select event, status, channel, guardian_id, dedupe_key, params, body from outbox
      where event = $1 and student_id = $2`,
    [event, studentId],
  );

describe('competition result', () => {
  it('tells each ranked contestant’s consenting guardian their place once, and no one without consent', async () => {
    const competition = (await call('GET', '/api/competitions?state=published')).json().items[0];
    const ranked = await app.database.query<{
      id: string;
      rank: number;
      student_id: string;
      guardian_id: string;
    }>(
      `select n.id, n.rank, n.student_id, s.guardian_id from competition_nominations n
         join students s on s.id = n.student_id
        where n.competition_id = $1 and n.rank is not null order by n.rank, n.id`,
      [competition.id],
    );
    const first = ranked.find((n) => n.rank === 1)!;
    const other = ranked.find(
      (n) => n.guardian_id !== first.guardian_id && n.student_id !== first.student_id,
    )!;
    await consent(first.guardian_id, ['whatsapp']);
    await consent(other.guardian_id, []);
    // The demo published it before any guardian consented: back to approved, unpublished.
    await app.database.query(
      `update competitions set state = 'approved', published_at = null where id = $1`,
      [competition.id],
    );
    await app.database.query(
      `update competition_nominations set certificate_serial = null, reward_id = null
        where competition_id = $1`,
      [competition.id],
    );
    expect(await queued('competition-result', first.student_id)).toEqual([]);

    const res = await call('POST', `/api/competitions/${competition.id}/actions/publish`, {});
    expect(res.statusCode, res.body).toBe(200);

    const sent = await queued('competition-result', first.student_id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      status: 'queued',
      channel: 'whatsapp',
      guardian_id: first.guardian_id,
      dedupe_key: `competition-result:${first.id}:${first.guardian_id}`,
    });
    expect(sent[0]!.params.rank).toBe('المركز الأول');
    expect(sent[0]!.params.competitionName).toContain(competition.name);
    expect(sent[0]!.body).toContain('المركز الأول');
    expect(sent[0]!.body).toContain(competition.name);
    expect(await queued('competition-result', other.student_id)).toEqual([]);
  });
});

describe('report card ready', () => {
  it('gives the consenting guardian the card’s private link once, and no one without consent', async () => {
    const [template] = await app.database.query<{ template_id: string }>(
      `select template_id from report_cards order by issued_at limit 1`,
    );
    const [a, b] = await app.database.query<{
      id: string;
      guardian_id: string;
      centre_id: string;
      country_id: string;
      ring_id: string;
    }>(
      `select distinct on (s.guardian_id) s.id, s.guardian_id, s.centre_id, s.country_id, s.ring_id
         from students s where s.status = 'active' and s.ring_id is not null
        order by s.guardian_id, s.id limit 2`,
    );
    await consent(a!.guardian_id, ['whatsapp']);
    await consent(b!.guardian_id, []);
    const term = { from: '2025-01-01', to: '2025-03-31', termLabel: 'الفصل التجريبي' };
    const cards: Record<string, { id: string; guardianUrl: string }> = {};
    for (const s of [a!, b!]) {
      await app.database.query(
        `insert into report_card_remarks
           (country_id, centre_id, ring_id, student_id, term_from, term_to, comment, conduct,
            state, approved_at)
         values ($1, $2, $3, $4, $5, $6, 'حافظ على ورده.', 'excellent', 'approved', now())`,
        [s.country_id, s.centre_id, s.ring_id, s.id, term.from, term.to],
      );
      const res = await call('POST', '/api/report-cards/issue', {
        templateId: template!.template_id,
        studentId: s.id,
        language: 'ar',
        ...term,
      });
      expect(res.statusCode, res.body).toBe(201);
      cards[s.id] = res.json();
    }
    const sent = await queued('report-card-ready', a!.id);
    expect(sent).toHaveLength(1);
    const card = cards[a!.id]!;
    expect(sent[0]).toMatchObject({
      status: 'queued',
      channel: 'whatsapp',
      guardian_id: a!.guardian_id,
      dedupe_key: `report-card-ready:${card.id}:${a!.guardian_id}`,
    });
    expect(sent[0]!.params).toMatchObject({ term: term.termLabel, link: card.guardianUrl });
    expect(card.guardianUrl).toMatch(/\/report-card\/[A-Za-z0-9_-]{20,}$/);
    expect(sent[0]!.body).toContain(card.guardianUrl);
    expect(await queued('report-card-ready', b!.id)).toEqual([]);
  });
});
