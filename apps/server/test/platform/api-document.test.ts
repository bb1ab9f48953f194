import { allRouteContracts } from '@qc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * `/api/docs/json` documents every route: what each write takes and what each route answers,
 * generated from the route contracts of the domain (`defineRouteContracts`, named in a module's
 * manifest) or, for the generic resource routes, from the resource definitions. A route with
 * neither fails here, with the line to add. (The routes undocumented when this test was written,
 * 306 of 916 operations, were listed beside it until the last had its contract: none is left.)
 */

interface Operation {
  requestBody?: unknown;
  /** `none` on a write that takes no body (`body: null` in its contract, a record's restore). */
  'x-body'?: string;
  responses?: Record<string, { content?: unknown; description?: string }>;
}

let t: TestApp;
let paths: Record<string, Record<string, Operation>>;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  paths = res.json().paths;
});
afterAll(async () => t.close());

const WRITES = new Set(['post', 'put', 'patch']);

/** `METHOD /api/x/:id` of an operation of the document. */
const keyOf = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`;

function gaps(): Map<string, string[]> {
  const contracts = allRouteContracts();
  const out = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(paths))
    for (const [method, op] of Object.entries(methods)) {
      if (!path.startsWith('/api/')) continue;
      const key = keyOf(method, path);
      const contract = contracts.get(key);
      const missing: string[] = [];
      const noBody = contract?.body === null || op['x-body'] === 'none';
      if (WRITES.has(method) && !op.requestBody && !noBody) missing.push('body');
      const success = Object.entries(op.responses ?? {}).filter(([code]) => /^2/.test(code));
      if (!success.some(([code, r]) => r.content !== undefined || code === '204'))
        missing.push('response');
      if (missing.length) out.set(key, missing);
    }
  return out;
}

describe('the API document', () => {
  it('documents every write’s body and every route’s answer', () => {
    const fresh = [...gaps()];
    const message = fresh
      .map(
        ([key, missing]) =>
          `  '${key}': { ${missing.includes('body') && WRITES.has(key.split(' ')[0]!.toLowerCase()) ? 'body: <the zod schema the route parses, or null when it takes none>, ' : ''}response: <a zod schema of its answer, typed z.ZodType<TheOutputType>> },`,
      )
      .join('\n');
    expect(
      fresh.map(([key]) => key),
      `Routes missing from /api/docs/json (no ${[...new Set(fresh.flatMap(([, m]) => m))].join(' / ')} schema). Add each to its module's route contracts in the domain (defineRouteContracts, in packages/domain/src/<module>/…, named as \`routes\` in <module>/module.ts; docs/adding-a-workflow.md#the-api-document):\n${message}\n`,
    ).toEqual([]);
  });

  it('has a route for every contract (a contract whose key names no route documents nothing)', () => {
    const documented = new Set(
      Object.entries(paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => keyOf(method, path)),
      ),
    );
    const orphans = [...allRouteContracts().keys()].filter((key) => !documented.has(key));
    expect(orphans, 'check the method and the path (`/api/…/:param`, as the *_API paths)').toEqual(
      [],
    );
  });

  it('documents sign-in: its body and both of its answers', () => {
    const login = paths['/api/auth/login']!.post!;
    expect(JSON.stringify(login.requestBody)).toContain('identifier');
    const answer = JSON.stringify(login.responses!['200']!.content);
    expect(answer).toContain('accessToken');
    expect(answer).toContain('challengeToken');
    // A workflow's transition: its body and the request it answers.
    const schedule = paths['/api/tests/requests/{id}/schedule']!.post!;
    expect(JSON.stringify(schedule.requestBody)).toContain('examinerId');
    expect(JSON.stringify(schedule.responses!['200']!.content)).toContain('currentProblems');
  });
});
