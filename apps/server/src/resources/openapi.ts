import {
  createSchema,
  KINDS,
  listParameters,
  translate,
  resourceKeys,
  updateSchema,
  type Field,
  type ResourceDefinition,
} from '@qc/domain';
import type { FastifySchema, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * OpenAPI descriptions of the generic routes, derived from the definitions. The JSON schemas
 * here document; they do not validate (zod does, with translated messages), so each route gets
 * a validator that passes input through and a plain JSON serializer.
 */

const fileRef: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    name: { type: 'string' },
    size: { type: 'integer' },
    contentType: { type: 'string' },
    url: { type: 'string', description: 'signed download link (output only)' },
  },
  required: ['id', 'name', 'size', 'contentType'],
};

const position: JsonSchema = {
  type: 'object',
  properties: {
    surah: { type: 'integer', minimum: 1, maximum: 114 },
    ayah: { type: 'integer', minimum: 1 },
  },
  required: ['surah', 'ayah'],
};

function fieldJsonSchema(def: ResourceDefinition, name: string, field: Field): JsonSchema {
  const description = translate('en', resourceKeys.field(def.name, name));
  const base = ((): JsonSchema => {
    switch (field.kind) {
      case 'text':
      case 'longText':
      case 'richText':
        return { type: 'string', maxLength: field.max };
      case 'phone':
        return { type: 'string', description: 'E.164, e.g. +905321234567' };
      case 'email':
        return { type: 'string', format: 'email' };
      case 'number':
        return {
          type: field.integer ? 'integer' : 'number',
          minimum: field.min,
          maximum: field.max,
        };
      case 'money':
        return { type: 'integer', description: 'minor units (cents)' };
      case 'date':
        return { type: 'string', format: 'date' };
      case 'dateTime':
        return { type: 'string', format: 'date-time' };
      case 'time':
        return { type: 'string', pattern: '^\\d{2}:\\d{2}$' };
      case 'enum':
        return { type: 'string', enum: [...field.values] };
      case 'multiEnum':
        return { type: 'array', items: { type: 'string', enum: [...field.values] } };
      case 'boolean':
        return { type: 'boolean' };
      case 'reference':
        return { type: 'string', format: 'uuid', description: `id of ${field.resource}` };
      case 'multiReference':
        return {
          type: 'array',
          items: { type: 'string', format: 'uuid' },
          description: `ids of ${field.resource}`,
        };
      case 'file':
      case 'image':
        return field.multiple ? { type: 'array', items: fileRef } : fileRef;
      case 'quranPosition':
        return position;
      case 'quranRange':
        return {
          type: 'object',
          properties: { from: position, to: position },
          required: ['from', 'to'],
        };
    }
  })();
  return {
    ...Object.fromEntries(Object.entries(base).filter(([, v]) => v !== undefined)),
    description: [description, base.description].filter(Boolean).join(' — '),
    ...(field.required ? {} : { nullable: true }),
  };
}

/** A record as the API returns it. */
export function recordJsonSchema(def: ResourceDefinition): JsonSchema {
  const properties: Record<string, JsonSchema> = {
    id: { type: 'string', format: 'uuid' },
    version: {
      type: 'integer',
      description: 'send it back with an update (optimistic concurrency)',
    },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
    archivedAt: { type: 'string', format: 'date-time', nullable: true },
    _title: { type: 'string', description: "the record's name in the request language" },
    _refs: { type: 'object', description: 'labels of referenced records: { id, label, archived }' },
  };
  for (const [name, field] of Object.entries(def.fields)) {
    properties[name] = fieldJsonSchema(def, name, field);
    if (field.sensitive)
      properties[name]!.description += ` (only with ${def.permission}:sensitive)`;
  }
  return { type: 'object', properties, ...(def.example ? { example: def.example } : {}) };
}

function bodySchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

export const createBody = (def: ResourceDefinition) => bodySchema(createSchema(def));
export const updateBody = (def: ResourceDefinition) => bodySchema(updateSchema(def));

/** Query parameters of a list, as OpenAPI documents them. */
export function listQuerystring(
  def: ResourceDefinition,
  extra: Record<string, JsonSchema> = {},
): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const p of listParameters(def)) {
    const [field] = p.split('.');
    const f = field ? def.fields[field] : undefined;
    properties[p] =
      p === 'page' || p === 'pageSize'
        ? { type: 'integer', minimum: 1, ...(p === 'pageSize' ? { maximum: 100 } : {}) }
        : p === 'sort'
          ? {
              type: 'string',
              description: `one of ${def.list.sort.join(', ')}; "-" first for descending`,
            }
          : p === 'archived'
            ? { type: 'string', enum: ['exclude', 'only', 'include'] }
            : p === 'q'
              ? {
                  type: 'string',
                  description: `Arabic-normalised search in ${def.list.search.join(', ')}`,
                }
              : {
                  type: 'string',
                  description: f ? `filter (${KINDS[f.kind].filter}) on ${field}` : undefined,
                };
  }
  return { type: 'object', properties: { ...properties, ...extra } };
}

export const idParams: JsonSchema = {
  type: 'object',
  properties: { id: { type: 'string', format: 'uuid' } },
  required: ['id'],
};

export const errorBody: JsonSchema = {
  type: 'object',
  properties: {
    error: {
      type: 'object',
      properties: {
        code: { type: 'string' },
        message: { type: 'string' },
        fields: { type: 'object', additionalProperties: { type: 'object' } },
      },
    },
  },
};

/** Route options documenting a route without letting Fastify validate or reshape anything. */
export function documented(
  schema: FastifySchema,
): Pick<RouteShorthandOptions, 'schema' | 'validatorCompiler' | 'serializerCompiler'> {
  return {
    schema,
    validatorCompiler: () => (value: unknown) => ({ value }),
    serializerCompiler: () => (data: unknown) => JSON.stringify(data),
  };
}
