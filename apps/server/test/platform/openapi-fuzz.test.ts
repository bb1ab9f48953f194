import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createOrganisation, createUser, signIn } from '../identity/identity-helpers.ts';

/**
 * Sends hostile input to every operation of the OpenAPI document served at /api/docs/json and
 * fails on any 5xx: NUL and lone surrogates, over-long strings, wrong types, in path
 * parameters, query parameters and bodies. The sample is fixed: a seeded generator picks the
 * same few cases per operation on every run, so a failure reproduces and the run stays short.
 * Signed in as an organisation-wide super administrator, so the handlers themselves are reached.
 */

interface Schema {
  type?: string;
  format?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  items?: Schema;
  example?: Record<string, unknown>;
}
interface Parameter {
  in: string;
  name: string;
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
type Doc = { paths: Record<string, Record<string, Operation>> };

const CASES_PER_OPERATION = Number(process.env.FUZZ_CASES_PER_OPERATION ?? 4);
const UUID = '00000000-0000-4000-8000-000000000000';
const LONG = 'ق'.repeat(20_000);

/** A small deterministic generator (mulberry32), seeded from the operation's name. */
function generator(seedText: string) {
  let seed = 0;
  for (const ch of seedText) seed = (Math.imul(seed, 31) + ch.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let r = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

/** Raw (already URL-encoded) hostile values for a path or query parameter. */
const urlValues = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  encodeURIComponent(LONG.slice(0, 3000)),
  'not-a-uuid',
  '-1',
  '99999999999999999999',
  '1e999',
  '2026-02-31',
  '%27%20or%201%3D1--',
];

/** Hostile JSON values for a body field; wrong types first for the field's own type. */
function bodyValues(schema: Schema | undefined): string[] {
  const common = [
    '"a\\u0000b"',
    '"ab\\ud800cd"',
    JSON.stringify(LONG),
    'null',
    '{}',
    '[]',
    '[{"x":{"y":[1]}}]',
    '-1',
    '1e308',
    '99999999999999999999',
    'true',
    '"2026-02-31"',
    '"not-a-uuid"',
  ];
  switch (schema?.type) {
    case 'integer':
    case 'number':
      return ['"12"', '1.5', ...common];
    case 'array':
      return ['"x"', '[null]', `[${JSON.stringify(LONG)}]`, ...common];
    case 'boolean':
      return ['"yes"', '0', ...common];
    default:
      return ['12345', ...common];
  }
}

function casesFor(
  path: string,
  method: string,
  op: Operation,
): Array<{ url: string; body?: string }> {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path').map((p) => p.name);
  const queryParams = params.filter((p) => p.in === 'query').map((p) => p.name);
  const fill = (values: Record<string, string> = {}) =>
    `${path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? UUID)}`;
  const withBody = ['post', 'put', 'patch'].includes(method);
  const schema = op.requestBody?.content?.['application/json']?.schema;
  const fields = Object.entries(schema?.properties ?? {});
  const example: Record<string, unknown> = schema?.example ?? {};
  // Routes described without a body schema still get bodies with the usual field names.
  const fieldList: Array<[string, Schema | undefined]> =
    fields.length > 0
      ? fields
      : [
          ['name', undefined],
          ['id', undefined],
          ['version', { type: 'integer' }],
          ['items', { type: 'array' }],
        ];
  const all: Array<{ url: string; body?: string }> = [];
  const emptyBody = withBody ? '{}' : undefined;
  for (const name of pathParams)
    for (const v of urlValues) all.push({ url: fill({ [name]: v }), body: emptyBody });
  for (const name of [...queryParams, 'q'])
    for (const v of urlValues) all.push({ url: `${fill()}?${name}=${v}`, body: emptyBody });
  if (withBody) {
    for (const [name, s] of fieldList)
      for (const v of bodyValues(s)) {
        // One field spoiled in an otherwise valid body (the schema's example), so the request
        // gets past the required fields to the database; and the field alone.
        const rest = Object.entries(example).filter(([k]) => k !== name);
        const head = rest.map(([k, x]) => `${JSON.stringify(k)}:${JSON.stringify(x)},`).join('');
        all.push({ url: fill(), body: `{${head}${JSON.stringify(name)}:${v}}` });
        all.push({ url: fill(), body: `{${JSON.stringify(name)}:${v}}` });
      }
    for (const root of ['[]', '"x"', '123', 'null', '{"__proto__":{"x":1}}', '[{"a":1}]'])
      all.push({ url: fill(), body: root });
  }
  const next = generator(`${method} ${path}`);
  const picked: Array<{ url: string; body?: string }> = [];
  const pool = [...all];
  while (picked.length < CASES_PER_OPERATION && pool.length > 0)
    picked.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
  return picked;
}

describe('fuzzing every operation of the OpenAPI document', () => {
  let app: TestApp;
  let token: string;
  let email: string;
  beforeAll(async () => {
    app = await createTestApp();
    await createOrganisation(app);
    const u = await createUser(app, {
      assignments: [{ role: 'super_admin', level: 'organisation' }],
    });
    email = u.email;
    token = (await signIn(app, email)).accessToken;
  });
  afterAll(async () => app.close());

  it('answers no hostile input with a 5xx', async () => {
    const docRes = await app.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docRes.statusCode).toBe(200);
    const doc = docRes.json() as Doc;
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, op]) => ({ path, method, op })),
    );
    expect(operations.length).toBeGreaterThan(100);
    const failures: string[] = [];
    let sent = 0;
    for (const { path, method, op } of operations) {
      for (const c of casesFor(path, method, op)) {
        const res = await app.app.inject({
          method: method.toUpperCase() as 'GET',
          url: c.url,
          headers: {
            ...bearer(token),
            ...(c.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(c.body === undefined ? {} : { payload: c.body }),
        });
        sent++;
        if (res.statusCode >= 500)
          failures.push(
            `${res.statusCode} ${method.toUpperCase()} ${c.url.slice(0, 200)} ${(c.body ?? '').slice(0, 120)}`,
          );
        // A case that signed the caller out (logout, revoking the session): sign in again.
        if (res.statusCode === 401) {
          const me = await app.app.inject({
            method: 'GET',
            url: '/api/auth/me',
            headers: bearer(token),
          });
          if (me.statusCode === 401) token = (await signIn(app, email)).accessToken;
        }
      }
    }
    expect(sent).toBeGreaterThan(operations.length * 3);
    expect(failures).toEqual([]);
  }, 300_000);

  it('refuses the list filters the fuzzing once found answering 500 (a 400 instead)', async () => {
    for (const url of [
      '/api/centre-employees/lookup?startsOn.to=2026-02-31',
      '/api/documents?publishedOn.from=2026-02-31',
      '/api/documents?publishedOn.from=0000-01-01',
      '/api/books/lookup?pages.max=99999999999999999999',
      '/api/star-types?points.min=99999999999999999999',
      '/api/star-types?points.max=-3000000000',
    ]) {
      const res = await app.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json().error.code).toBe('errors.validation');
    }
  });
});
