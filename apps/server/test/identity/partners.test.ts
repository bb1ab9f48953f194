import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChangeEvent } from '../../src/realtime/events.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createOrganisation, createUser, signIn } from './identity-helpers.ts';

/**
 * Partner organisations are the `partners` definition's records, served by the resource engine
 * (the generic API and list); their users are identity's, counted by
 * `GET /api/partners/user-counts`. What the engine promises holds for them: a stale form gets
 * 409, the list finds them by Arabic-normalised words, and open lists hear of every change.
 */

let app: TestApp;
let org: Awaited<ReturnType<typeof createOrganisation>>;
let admin: Record<string, string>;
let events: ChangeEvent[];

beforeAll(async () => {
  app = await createTestApp();
  org = await createOrganisation(app);
  const a = await createUser(app, {
    assignments: [{ role: 'org_admin', level: 'organisation' }],
  });
  admin = bearer((await signIn(app, a.email)).accessToken);
  const real = app.ctx.events.changed.bind(app.ctx.events);
  vi.spyOn(app.ctx.events, 'changed').mockImplementation((e: ChangeEvent) => {
    events.push(e);
    real(e);
  });
});
beforeEach(() => {
  events = [];
});
afterAll(async () => app?.close());

const inject = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = admin,
) => app.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function newPartner(body: Record<string, unknown>) {
  const res = await inject('POST', '/api/partners', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; version: number } & Record<string, unknown>;
}

const foundBy = async (q: string) =>
  (
    (await inject('GET', `/api/partners?q=${encodeURIComponent(q)}`)).json().items as Array<{
      id: string;
    }>
  ).map((p) => p.id);

describe('partner organisations on the resource engine', () => {
  it('stores the contact fields by their kinds and refuses what they do not hold', async () => {
    const p = await newPartner({
      name: 'Open Hands',
      countryId: org.country.id,
      contactName: 'Salma',
      contactEmail: 'Salma@OpenHands.example.org',
      contactPhone: '+90 532 123 45 67',
    });
    // The e-mail in lower case, the phone in E.164, active by default.
    expect(p).toMatchObject({
      contactEmail: 'salma@openhands.example.org',
      contactPhone: '+905321234567',
      status: 'active',
      _refs: { countryId: { id: org.country.id } },
    });
    const bad = await inject('POST', '/api/partners', {
      name: 'Closed Hands',
      contactPhone: 'call us',
      status: 'sleeping',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['contactPhone', 'status']);
    expect(bad.json().error.fields.contactPhone.code).toBe('validation.invalidPhone');
  });

  it('refuses an edit made on a version read before another save (409), changing nothing', async () => {
    const p = await newPartner({ name: 'Stale Form Trust' });
    const first = await inject('PATCH', `/api/partners/${p.id}`, {
      version: p.version,
      contactName: 'Amina',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().version).toBe(p.version + 1);
    const stale = await inject('PATCH', `/api/partners/${p.id}`, {
      version: p.version,
      contactName: 'Overwritten',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('errors.conflict');
    const now = await inject('GET', `/api/partners/${p.id}`);
    expect(now.json()).toMatchObject({ contactName: 'Amina', version: p.version + 1 });
  });

  it('finds a partner by its words whatever the letter forms, and by its contact and country', async () => {
    const p = await newPartner({
      name: 'مؤسسةُ الإحسان للتنمية',
      countryId: org.country.id,
      contactName: 'أسامة',
      contactPhone: '+905329876543',
    });
    const other = await newPartner({ name: 'جمعية البر' });
    // Hamza seats, taa marbuta, alef forms and marks folded both ways.
    for (const q of ['موسسه الاحسان', 'مؤسسة الإحسان', 'الاحسان', 'اسامه', 'أسامة'])
      expect(await foundBy(q), q).toEqual([p.id]);
    // The phone by its national form, the country by its name in any language.
    expect(await foundBy('05329876543')).toEqual([p.id]);
    expect(await foundBy('Pays')).toContain(p.id);
    expect(await foundBy('Pays')).not.toContain(other.id);
    // A rename moves the words.
    await inject('PATCH', `/api/partners/${p.id}`, { version: p.version, name: 'دار الأرقم' });
    expect(await foundBy('الاحسان')).toEqual([]);
    expect(await foundBy('الارقم')).toEqual([p.id]);
    // The user form's partner picker: the engine's lookup, by the same words.
    const lookup = await inject('GET', `/api/partners/lookup?q=${encodeURIComponent('ارقم')}`);
    expect(lookup.json().items).toEqual([
      expect.objectContaining({ id: p.id, label: 'دار الأرقم', archived: false }),
    ]);
  });

  it('announces every change to open lists, after the commit, and nothing when refused', async () => {
    const p = await newPartner({ name: 'Announced Foundation' });
    await inject('PATCH', `/api/partners/${p.id}`, { version: p.version, status: 'inactive' });
    const refused = await inject('PATCH', `/api/partners/${p.id}`, {
      version: p.version,
      status: 'active',
    });
    expect(refused.statusCode).toBe(409);
    expect(
      events.filter((e) => e.resource === 'partners' && e.id === p.id).map((e) => e.action),
    ).toEqual(['created', 'updated']);
  });

  it('pages the list by name and counts each partner’s users beside it', async () => {
    const names = ['Zeta Partners', 'Zeta Alliance', 'Zeta Circle'];
    const made = [];
    for (const name of names) made.push(await newPartner({ name }));
    const page1 = await inject('GET', '/api/partners?q=zeta&pageSize=2');
    expect(page1.json()).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    const page2 = await inject('GET', '/api/partners?q=zeta&pageSize=2&page=2');
    expect(
      [...page1.json().items, ...page2.json().items].map((p: { name: string }) => p.name),
    ).toEqual(['Zeta Alliance', 'Zeta Circle', 'Zeta Partners']);
    for (const [i, email] of ['z1@example.org', 'z2@example.org'].entries()) {
      const user = await inject('POST', '/api/users', {
        displayName: `Zeta user ${i}`,
        email,
        password: 'Sharing2026x',
        partnerOrganisationId: made[0]!.id,
      });
      expect(user.statusCode, user.body).toBe(201);
    }
    const ids = made.map((p) => p.id).join(',');
    const counts = await inject('GET', `/api/partners/user-counts?ids=${ids}`);
    expect(counts.json()).toEqual({
      counts: { [made[0]!.id]: 2, [made[1]!.id]: 0, [made[2]!.id]: 0 },
    });
    expect((await inject('GET', '/api/partners/user-counts')).statusCode).toBe(400);
    expect((await inject('GET', '/api/partners/user-counts?ids=nope')).statusCode).toBe(400);
  });

  it('links users to existing partners only; a partner with users is archived, not deleted', async () => {
    const unknown = await inject('POST', '/api/users', {
      displayName: 'Nobody’s user',
      email: 'nobody@example.org',
      password: 'Sharing2026x',
      partnerOrganisationId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.partnerOrganisationId.code).toBe(
      'resources.validation.referenceNotFound',
    );
    const p = await newPartner({ name: 'Archived Friends' });
    const user = await inject('POST', '/api/users', {
      displayName: 'Friend',
      email: 'friend@example.org',
      password: 'Sharing2026x',
      partnerOrganisationId: p.id,
    });
    expect(user.statusCode, user.body).toBe(201);
    const removed = await inject('DELETE', `/api/partners/${p.id}`);
    expect(removed.json()).toEqual({ outcome: 'archived' });
    expect(await foundBy('Archived Friends')).toEqual([]);
    const late = await inject('POST', '/api/users', {
      displayName: 'Late friend',
      email: 'late@example.org',
      password: 'Sharing2026x',
      partnerOrganisationId: p.id,
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.fields.partnerOrganisationId.code).toBe(
      'resources.validation.referenceArchived',
    );
  });
});
