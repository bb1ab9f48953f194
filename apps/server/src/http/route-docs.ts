import { allRouteContracts, type RouteContract } from '@qc/domain';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * The API document of the hand-written routes, from their contracts in the domain
 * (`defineRouteContracts` in each module, named in its manifest): an `onRoute` hook, added
 * before @fastify/swagger collects the routes, gives every API route that declares no schema
 * of its own the schemas of its contract. They document only: zod still parses in the handler
 * (with translated messages), so the route gets a validator that passes input through and the
 * plain JSON serializer, which neither drops a field nor costs more than before.
 */

/** zod → JSON Schema (OpenAPI 3.0 flavoured enough for the document), without `$schema`. */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'openapi-3.0',
  }) as JsonSchema;
  return rest;
}

/**
 * Marks a write that takes no body (an action with nothing to send): OpenAPI has no way to say
 * so, and an operation without `requestBody` reads the same as an undocumented one.
 */
export const NO_BODY = { 'x-body': 'none' } as const;

const passThrough = () => (value: unknown) => ({ value });
const plainJson = () => (data: unknown) => JSON.stringify(data);

/** The Fastify schema documenting a contract. */
export function schemaOfContract(c: RouteContract): FastifySchema & Record<string, unknown> {
  const s: FastifySchema & Record<string, unknown> = {};
  if (c.summary) s.summary = c.summary;
  if (c.params) s.params = jsonSchemaOf(c.params, 'input');
  if (c.query) s.querystring = jsonSchemaOf(c.query, 'input');
  if (c.body === 'multipart') {
    s.consumes = ['multipart/form-data'];
    s.body = {
      type: 'object',
      properties: { file: { type: 'string', format: 'binary' } },
      required: ['file'],
    };
  } else if (c.body) s.body = jsonSchemaOf(c.body, 'input');
  else if (c.body === null) Object.assign(s, NO_BODY);
  const status = c.status ?? (c.response === null ? 204 : 200);
  const response =
    c.response === null
      ? { description: 'No content', type: 'null' }
      : 'file' in c.response && typeof c.response.file === 'string'
        ? {
            description: `A file (${c.response.file})`,
            content: { [c.response.file]: { schema: { type: 'string', format: 'binary' } } },
          }
        : {
            description: c.summary ?? 'Success',
            ...jsonSchemaOf(c.response as z.ZodType, 'output'),
          };
  s.response = { [status]: response };
  return s;
}

/**
 * Gives each API route without a schema of its own the schemas of its contract, and hides from
 * the document what is not the API (the public site's pages, the web app's files).
 */
export function installRouteDocs(app: FastifyInstance, apiBase: string): void {
  const contracts = allRouteContracts();
  app.addHook('onRoute', (route) => {
    const url = route.url;
    if (url !== apiBase && !url.startsWith(`${apiBase}/`)) {
      route.schema = { ...route.schema, hide: true };
      return;
    }
    if (route.schema && Object.keys(route.schema).length > 0) return;
    const methods = [route.method].flat().filter((m) => m !== 'HEAD');
    if (methods.length !== 1) return;
    const contract = contracts.get(`${methods[0]} /api${url.slice(apiBase.length)}`);
    if (!contract) return;
    route.schema = schemaOfContract(contract);
    route.validatorCompiler = passThrough;
    route.serializerCompiler = plainJson;
  });
}
