import { z } from 'zod';
import type { ResourceDefinition, RecordIssue } from './define-resource.ts';
import { isWritable } from './define-resource.ts';
import type { Field } from './fields.ts';
import { valueSchema } from './kinds.ts';

const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

const present = z
  .any()
  .refine((v) => v !== undefined && v !== null, { message: 'validation.required' });

/** Does a field need a value from the client on create (required, and no default)? */
export function requiredOnCreate(field: Field): boolean {
  return field.required && !('default' in field && field.default !== undefined);
}

/**
 * The input schema of one field. Empty strings count as "no value". A required field refuses
 * null (and, when `mustBePresent`, absence) with `validation.required`; an optional one
 * accepts null to clear it.
 */
export function fieldInputSchema(field: Field, mustBePresent: boolean): z.ZodType {
  const inner = valueSchema(field);
  if (field.required) {
    const schema = z.preprocess(emptyToNull, present.pipe(inner));
    return mustBePresent ? schema : schema.optional();
  }
  return z.preprocess(emptyToNull, inner.nullable()).optional();
}

export interface InputSchemaOptions {
  /** Include sensitive fields (the caller holds `<permission>:sensitive`). Default true. */
  sensitive?: boolean;
}

/** Fields a client may send on create. */
export function creatableFields(def: ResourceDefinition, o: InputSchemaOptions = {}): string[] {
  return Object.entries(def.fields)
    .filter(([, f]) => isWritable(f) && (o.sensitive !== false || !f.sensitive))
    .map(([name]) => name);
}

/** Fields a client may change on update. */
export function updatableFields(def: ResourceDefinition, o: InputSchemaOptions = {}): string[] {
  return creatableFields(def, o).filter((name) => !def.fields[name]!.createOnly);
}

/** The body of a create: every writable field; required ones without default must be there. */
export function createSchema(def: ResourceDefinition, o: InputSchemaOptions = {}) {
  const shape: Record<string, z.ZodType> = {};
  for (const name of creatableFields(def, o)) {
    const field = def.fields[name]!;
    shape[name] = fieldInputSchema(field, requiredOnCreate(field));
  }
  return z.object(shape);
}

/** The body of an update: any updatable field, plus the `version` the client read. */
export function updateSchema(def: ResourceDefinition, o: InputSchemaOptions = {}) {
  const shape: Record<string, z.ZodType> = {
    version: z.number({ message: 'resources.validation.version' }).int().min(1),
  };
  for (const name of updatableFields(def, o))
    shape[name] = fieldInputSchema(def.fields[name]!, false);
  return z.object(shape);
}

/** The default of a field on create ('today' resolves to the given day). */
export function defaultValue(field: Field, today: string): unknown {
  if (!('default' in field) || field.default === undefined) return undefined;
  if (field.kind === 'date' && field.default === 'today') return today;
  return field.default;
}

/** Fills the defaults of absent fields (create). */
export function withDefaults(
  def: ResourceDefinition,
  input: Record<string, unknown>,
  today = new Date().toISOString().slice(0, 10),
): Record<string, unknown> {
  const out = { ...input };
  for (const [name, field] of Object.entries(def.fields)) {
    if (out[name] !== undefined) continue;
    const value = defaultValue(field, today);
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/** The definition's cross-field rules on a whole record. */
export function validateRecord(
  def: ResourceDefinition,
  record: Record<string, unknown>,
): RecordIssue[] {
  return def.validate ? def.validate(record) : [];
}

/** A date range rule for `validate`: `to` may not come before `from`. */
export function dateOrder(from: string, to: string) {
  return (record: Record<string, unknown>): RecordIssue[] => {
    const a = record[from];
    const b = record[to];
    return typeof a === 'string' && typeof b === 'string' && b < a
      ? [{ field: to, code: 'resources.validation.dateOrder' }]
      : [];
  };
}

/** Combines several `validate` rules. */
export function rules(...list: Array<(record: Record<string, unknown>) => RecordIssue[]>) {
  return (record: Record<string, unknown>): RecordIssue[] => list.flatMap((r) => r(record));
}
