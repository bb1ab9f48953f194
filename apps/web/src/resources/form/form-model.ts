import type { FormSection, ResourceDefinition } from '@qc/domain/resources/define-resource';
import type { Field } from '@qc/domain/resources/fields';
import {
  createSchema,
  defaultValue,
  updateSchema,
  validateRecord,
} from '@qc/domain/resources/schemas';
import { issueKey, type IssueKey } from '@qc/domain/platform/validation-issues';

export type FormMode = 'create' | 'edit';
export type FormValues = Record<string, unknown>;

/** A field of a form section, and whether it can be changed in this form. */
export interface FormField {
  name: string;
  field: Field;
  disabled: boolean;
}

export interface FormSectionView {
  key: string;
  columns: 1 | 2;
  fields: FormField[];
}

/**
 * The sections of a form for a user: the definition's sections with the fields this form shows.
 * Hidden-in-form fields never show; sensitive ones only with the right; computed (read-only)
 * fields only when editing, disabled; fixed-after-creation fields are disabled when editing.
 */
export function formSections(
  def: ResourceDefinition,
  mode: FormMode,
  sensitive: boolean,
): FormSectionView[] {
  const sections: readonly FormSection[] = def.form;
  return sections
    .map((section) => ({
      key: section.key,
      columns: section.columns ?? 2,
      fields: section.fields.flatMap((name): FormField[] => {
        const field = def.fields[name];
        if (!field || field.hiddenInForm) return [];
        if (field.sensitive && !sensitive) return [];
        if (field.readOnly && mode === 'create') return [];
        const disabled = Boolean(field.readOnly || (mode === 'edit' && field.createOnly));
        return [{ name, field, disabled }];
      }),
    }))
    .filter((s) => s.fields.length > 0);
}

/** The names of the fields a form edits (not disabled). */
export function editableFields(sections: readonly FormSectionView[]): string[] {
  return sections.flatMap((s) => s.fields.filter((f) => !f.disabled).map((f) => f.name));
}

/** "No value" for a field in the form's state. */
export function emptyValue(field: Field): unknown {
  switch (field.kind) {
    case 'multiEnum':
    case 'multiReference':
      return [];
    case 'file':
    case 'image':
      return field.multiple ? [] : null;
    case 'boolean':
      return false;
    default:
      return null;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A value given in the address for a new record (`?centreId=…&kind=online`), when it fits. */
function presetValue(field: Field, raw: string): unknown {
  switch (field.kind) {
    case 'reference':
      return UUID.test(raw) ? raw : undefined;
    case 'multiReference': {
      const ids = raw.split(',').filter((s) => UUID.test(s));
      return ids.length ? ids : undefined;
    }
    case 'enum':
      return field.values.includes(raw) ? raw : undefined;
    case 'text':
    case 'longText':
      return raw.slice(0, field.max);
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : undefined;
    case 'boolean':
      return raw === 'true' ? true : raw === 'false' ? false : undefined;
    default:
      return undefined;
  }
}

/** The starting values of a new record: defaults, then what the address presets. */
export function createValues(
  def: ResourceDefinition,
  today: string,
  preset: Readonly<Record<string, string>> = {},
): FormValues {
  const out: FormValues = {};
  for (const [name, field] of Object.entries(def.fields)) {
    const fromAddress = preset[name] !== undefined ? presetValue(field, preset[name]) : undefined;
    out[name] = fromAddress ?? defaultValue(field, today) ?? emptyValue(field);
  }
  return out;
}

/** The form's values of an existing record (absent fields, e.g. sensitive ones, stay absent). */
export function recordValues(def: ResourceDefinition, record: Record<string, unknown>): FormValues {
  const out: FormValues = {};
  for (const [name, field] of Object.entries(def.fields)) {
    if (!(name in record)) continue;
    out[name] = record[name] ?? emptyValue(field);
  }
  return out;
}

/** Structural equality of form values (arrays, objects, files, Quran positions). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const blank = (v: unknown) =>
    v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
  if (blank(a) && blank(b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  const ka = Object.keys(a as object).filter((k) => k !== 'url');
  const kb = Object.keys(b as object).filter((k) => k !== 'url');
  return (
    ka.length === kb.length &&
    ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

/** The fields whose value differs from the starting values. */
export function changedFields(
  names: readonly string[],
  initial: FormValues,
  current: FormValues,
): string[] {
  return names.filter((n) => !sameValue(initial[n], current[n]));
}

/** A file value as the API takes it: the stored file's metadata, without its signed link. */
function plainFiles(value: unknown): unknown {
  const strip = (f: unknown) => {
    if (!f || typeof f !== 'object') return f;
    const { id, name, size, contentType } = f as Record<string, unknown>;
    return { id, name, size, contentType };
  };
  return Array.isArray(value) ? value.map(strip) : strip(value);
}

export type FormCheck =
  | { ok: true; body: Record<string, unknown>; fields: Record<string, never> }
  | { ok: false; body: null; fields: Record<string, IssueKey> };

/**
 * Checks a form with the definition's own schemas (the server's) and cross-field rules, and
 * builds what to send: every edited field on create; the changed fields and the version read
 * on edit (so a stale version is a 409, not a silent overwrite).
 */
export function checkForm(
  def: ResourceDefinition,
  mode: FormMode,
  values: FormValues,
  options: {
    editable: readonly string[];
    initial: FormValues;
    sensitive: boolean;
    version?: number;
  },
): FormCheck {
  const input: Record<string, unknown> = {};
  const names =
    mode === 'create' ? options.editable : changedFields(options.editable, options.initial, values);
  for (const name of names) {
    const field = def.fields[name];
    if (!field) continue;
    const value = values[name];
    input[name] = field.kind === 'file' || field.kind === 'image' ? plainFiles(value) : value;
  }
  const schema =
    mode === 'create'
      ? createSchema(def, { sensitive: options.sensitive })
      : updateSchema(def, { sensitive: options.sensitive });
  const body = mode === 'create' ? input : { ...input, version: options.version };
  const result = schema.safeParse(body);
  const fields: Record<string, IssueKey> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? '_');
      if (!fields[key]) fields[key] = issueKey(issue);
    }
  } else {
    // Cross-field rules see the whole record as it would be saved.
    const record = { ...options.initial, ...values, ...(result.data as Record<string, unknown>) };
    for (const issue of validateRecord(def, record)) {
      if (!fields[issue.field])
        fields[issue.field] = issue.params
          ? { code: issue.code, params: issue.params }
          : { code: issue.code };
    }
  }
  if (Object.keys(fields).length > 0) return { ok: false, body: null, fields };
  return { ok: true, body: result.data as Record<string, unknown>, fields: {} };
}
