import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, retriesFor } from './client.ts';
import { TokenStore } from './token-store.ts';

interface Call {
  method: string;
  url: string;
  authorization: string | null;
  language: string | null;
  digits: string | null;
}

/** A fetch that records each call and answers from a script (status, JSON body). */
function stubFetch(answer: (call: Call, index: number) => { status: number; body?: unknown }) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const call: Call = {
      method: (init?.method ?? 'GET').toUpperCase(),
      url: String(input),
      authorization: headers.get('authorization'),
      language: headers.get('accept-language'),
      digits: headers.get('x-digits'),
    };
    calls.push(call);
    const { status, body } = answer(call, calls.length - 1);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

/** A token that expires in an hour (the client refreshes expired ones before sending). */
function jwt(sub: string, expiresIn = 3600): string {
  const payload = Buffer.from(
    JSON.stringify({ sub, exp: Math.floor(Date.now() / 1000) + expiresIn }),
  ).toString('base64url');
  return `h.${payload}.s`;
}

const unavailable = {
  status: 503,
  body: { error: { code: 'errors.unavailable', message: 'Service indisponible.' } },
};

function client(answer: Parameters<typeof stubFetch>[0], token: string | null = jwt('u1')) {
  const stub = stubFetch(answer);
  const tokens = new TokenStore();
  tokens.set(token);
  let ended = 0;
  const api = createApiClient({
    baseURL: '/api',
    fetch: stub.fetch,
    tokens,
    hooks: {
      language: () => 'fr',
      digits: () => 'arab',
      translate: (k) => `t:${k}`,
      sessionEnded: () => ended++,
    },
  });
  return { api, calls: stub.calls, tokens, ended: () => ended };
}

describe('REST client retry rules (specification section 8)', () => {
  it('retries a GET once on 503, then raises the error', async () => {
    const { api, calls } = client(() => unavailable);
    await expect(api.get('/students')).rejects.toMatchObject({
      status: 503,
      code: 'errors.unavailable',
    });
    expect(calls.map((c) => c.method)).toEqual(['GET', 'GET']);
  });

  it('a GET that fails once and then succeeds returns the data', async () => {
    const { api, calls } = client((_, i) =>
      i === 0 ? unavailable : { status: 200, body: { ok: 1 } },
    );
    await expect(api.get('/students')).resolves.toEqual({ ok: 1 });
    expect(calls).toHaveLength(2);
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET once on %i', async (status) => {
    const { api, calls } = client(() => ({ status, body: { error: { code: 'x', message: 'm' } } }));
    await expect(api.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(2);
  });

  it.each([400, 403, 404, 422, 501])('does not retry a GET on %i', async (status) => {
    const { api, calls } = client(() => ({ status, body: { error: { code: 'x', message: 'm' } } }));
    await expect(api.get('/x')).rejects.toMatchObject({ status });
    expect(calls).toHaveLength(1);
  });

  it.each(['post', 'put', 'patch', 'delete'] as const)(
    'never retries %s, even on 503',
    async (method) => {
      const { api, calls } = client(() => unavailable);
      const call = method === 'delete' ? api.delete('/x') : api[method]('/x', { a: 1 });
      await expect(call).rejects.toMatchObject({ status: 503 });
      expect(calls).toHaveLength(1);
    },
  );

  it('retriesFor matches the rule', () => {
    expect(['GET', 'HEAD', 'get'].map(retriesFor)).toEqual([1, 1, 1]);
    expect(['POST', 'PUT', 'PATCH', 'DELETE'].map(retriesFor)).toEqual([0, 0, 0, 0]);
  });
});

describe('REST client requests and errors', () => {
  it('sends the Bearer token and the UI language under /api; skipAuth sends no token', async () => {
    const token = jwt('u1');
    const { api, calls } = client(() => ({ status: 200, body: {} }), token);
    await api.get('/students', { query: { page: 2, q: 'أحمد', empty: '' } });
    await api.post('/auth/login', { identifier: 'a' }, { skipAuth: true });
    // The language and the digits the user reads, for the messages the server words.
    expect(calls[0]).toMatchObject({
      authorization: `Bearer ${token}`,
      language: 'fr',
      digits: 'arab',
    });
    expect(decodeURIComponent(calls[0]!.url)).toBe('/api/students?page=2&q=أحمد');
    expect(calls[1]).toMatchObject({ url: '/api/auth/login', authorization: null });
  });

  it('raises 400-599 as ApiError with the server message and field problems', async () => {
    const { api } = client(() => ({
      status: 400,
      body: {
        error: {
          code: 'errors.validation',
          message: 'Certains champs sont à revoir.',
          fields: { name: { code: 'validation.required', message: 'Ce champ est obligatoire.' } },
        },
      },
    }));
    const error = await api.post('/students', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'errors.validation',
      message: 'Certains champs sont à revoir.',
      fields: { name: { code: 'validation.required', message: 'Ce champ est obligatoire.' } },
    });
  });

  it('words an error without a body itself, in the UI language', async () => {
    const { api } = client(() => ({ status: 502 }));
    await expect(api.post('/x')).rejects.toMatchObject({
      status: 502,
      message: 't:errors.unavailable',
    });
  });

  it('an unreachable server is status 0 with a translated message (GET retried once)', async () => {
    let n = 0;
    const tokens = new TokenStore();
    const api = createApiClient({
      fetch: (async () => {
        n++;
        throw new TypeError('Failed to fetch');
      }) as typeof globalThis.fetch,
      tokens,
      hooks: { translate: (k) => `t:${k}` },
    });
    await expect(api.get('/x')).rejects.toMatchObject({
      status: 0,
      code: 'errors.network',
      message: 't:errors.network',
    });
    expect(n).toBe(2);
  });
});

describe('silent token refresh on 401', () => {
  it('refreshes once and repeats the request with the new token', async () => {
    const fresh = jwt('u1-fresh');
    const { api, calls, tokens } = client((call) => {
      if (call.url.endsWith('/auth/refresh')) return { status: 200, body: { accessToken: fresh } };
      return call.authorization === `Bearer ${fresh}`
        ? { status: 200, body: { ok: true } }
        : { status: 401, body: { error: { code: 'errors.unauthorized', message: 'no' } } };
    });
    await expect(api.get('/auth/me')).resolves.toEqual({ ok: true });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/auth/me',
      'POST /api/auth/refresh',
      'GET /api/auth/me',
    ]);
    expect(tokens.get()).toBe(fresh);
  });

  it('several requests failing together share one refresh', async () => {
    const fresh = jwt('u1-fresh');
    const { api, calls } = client((call) => {
      if (call.url.endsWith('/auth/refresh')) return { status: 200, body: { accessToken: fresh } };
      return call.authorization === `Bearer ${fresh}`
        ? { status: 200, body: { ok: true } }
        : { status: 401, body: { error: { code: 'errors.unauthorized', message: 'no' } } };
    });
    await Promise.all([api.get('/a'), api.get('/b'), api.post('/c')]);
    expect(calls.filter((c) => c.url.endsWith('/auth/refresh'))).toHaveLength(1);
  });

  it('a refused refresh ends the session: token cleared, shell told, 401 raised', async () => {
    const { api, tokens, ended } = client(() => ({
      status: 401,
      body: { error: { code: 'identity.sessionExpired', message: 'expired' } },
    }));
    await expect(api.get('/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(tokens.get()).toBeNull();
    expect(ended()).toBe(1);
  });

  it('an expired stored token is refreshed before the request is sent (no 401 round trip)', async () => {
    const fresh = jwt('u1-fresh');
    const { api, calls } = client(
      (call) =>
        call.url.endsWith('/auth/refresh')
          ? { status: 200, body: { accessToken: fresh } }
          : { status: 200, body: { ok: true } },
      jwt('u1', -60),
    );
    await api.get('/x');
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/refresh', '/api/x']);
    expect(calls[1]!.authorization).toBe(`Bearer ${fresh}`);
  });

  it('never refreshes for requests that skip auth', async () => {
    const { api, calls } = client(() => ({
      status: 401,
      body: { error: { code: 'identity.invalidCredentials', message: 'bad' } },
    }));
    await expect(api.post('/auth/login', {}, { skipAuth: true })).rejects.toMatchObject({
      status: 401,
      code: 'identity.invalidCredentials',
    });
    expect(calls).toHaveLength(1);
  });
});
