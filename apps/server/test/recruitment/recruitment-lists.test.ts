import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createOrganisation, createUser, signIn } from '../identity/identity-helpers.ts';

/**
 * Recruitment's lists (job types, candidate types, details types) are the organisation's: an HR
 * officer whose assignment covers the organisation keeps them; one of a country or a centre
 * reads them and is refused a change in their language, nothing written.
 */
let app: TestApp;
const as = {} as Record<'org' | 'country' | 'centre', Record<string, string>>;

beforeAll(async () => {
  app = await createTestApp();
  const org = await createOrganisation(app);
  const hr = async (assignment: {
    level: 'organisation' | 'country' | 'centre';
    countryId?: string;
    centreId?: string;
  }) => {
    const u = await createUser(app, { assignments: [{ role: 'hr_officer', ...assignment }] });
    return bearer((await signIn(app, u.email)).accessToken);
  };
  as.org = await hr({ level: 'organisation' });
  as.country = await hr({ level: 'country', countryId: org.country.id });
  as.centre = await hr({ level: 'centre', centreId: org.a.centre.id });
});
afterAll(async () => app?.close());

const post = (url: string, headers: Record<string, string>, payload: object, lang = 'en') =>
  app.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'accept-language': lang },
    payload,
  });

const bodies = {
  'job-types': { code: 'PART', nameAr: 'دوام جزئي', nameEn: 'Part time', nameFr: 'Temps partiel' },
  'candidate-types': {
    code: 'EXAMINER',
    nameAr: 'مختبر',
    nameEn: 'Examiner',
    nameFr: 'Examinateur',
    job: 'tester',
    teaching: false,
  },
  'details-types': {
    code: 'ONLINE',
    nameAr: 'يستطيع التحفيظ عن بعد',
    nameEn: 'Can teach online',
    nameFr: 'Peut enseigner à distance',
    kind: 'yesNo',
    required: false,
  },
};

describe('the recruitment lists', () => {
  it('tells the screens which permissions are held organisation-wide', async () => {
    const me = async (h: Record<string, string>) =>
      (await app.app.inject({ method: 'GET', url: '/api/auth/me', headers: h })).json();
    expect((await me(as.org)).everywhere).toContain('job-postings:*');
    expect((await me(as.country)).everywhere).not.toContain('job-postings:*');
    expect((await me(as.country)).permissions).toContain('job-postings:*');
  });

  for (const [resource, body] of Object.entries(bodies))
    it(`lets an organisation's HR officer keep ${resource}, refuses a centre's`, async () => {
      const created = await post(`/api/${resource}`, as.org, body);
      expect(created.statusCode, created.body).toBe(201);
      const list = await app.app.inject({
        method: 'GET',
        url: `/api/${resource}`,
        headers: as.centre,
      });
      expect(list.statusCode).toBe(200);
      expect(list.json().items.map((r: { code: string }) => r.code)).toContain(body.code);
      for (const who of ['centre', 'country'] as const) {
        const refused = await post(
          `/api/${resource}`,
          as[who],
          { ...body, code: `${body.code}2` },
          'ar',
        );
        expect(refused.statusCode, `${who}: ${refused.body}`).toBe(403);
        expect(refused.json().error.code).toBe('resources.errors.organisationList');
        expect(refused.json().error.message).toContain('المنظمة');
      }
      // Changing one is refused the same way.
      const id = created.json().id as string;
      const change = await app.app.inject({
        method: 'PATCH',
        url: `/api/${resource}/${id}`,
        headers: { ...as.country, 'accept-language': 'fr' },
        payload: { nameFr: 'Autre', version: created.json().version },
      });
      expect(change.statusCode, change.body).toBe(403);
      expect(change.json().error.code).toBe('resources.errors.organisationList');
      const again = await app.app.inject({
        method: 'GET',
        url: `/api/${resource}`,
        headers: as.org,
      });
      expect(again.json().items.map((r: { code: string }) => r.code)).not.toContain(
        `${body.code}2`,
      );
    });
});
