import {
  LOCALE_CODES,
  resourceKeys,
  titleField,
  titleFields,
  translate,
  type Field,
  type FileRef,
  type LocaleCode,
  type RefLabel,
  type ResourceDefinition,
} from '@qc/domain';
import { signRichTextImages } from '../richtext/index.ts';
import type { Db } from '../db/client.ts';
import { isoTimestamp, KIND_STORAGE } from './kind-storage.ts';
import { boundResource, type BoundResource } from './resource-binding.ts';
import { rowsByIds, type Row } from './resource.repository.ts';

/** Labels of referenced records: resource → id → label. */
export type RefLabels = Map<string, Map<string, RefLabel>>;

/** Fields a caller may see: every field, without the sensitive ones unless allowed. */
export function visibleFields(def: ResourceDefinition, sensitive: boolean): string[] {
  return Object.entries(def.fields)
    .filter(([, f]) => sensitive || !f.sensitive)
    .map(([name]) => name);
}

const isRef = (f: Field | undefined) => f?.kind === 'reference' || f?.kind === 'multiReference';

/** Ids referenced by some rows, per target resource. */
function referencedIds(def: ResourceDefinition, rows: readonly Row[], fields: readonly string[]) {
  const want = new Map<string, Set<string>>();
  for (const name of fields) {
    const field = def.fields[name];
    if (!field || (field.kind !== 'reference' && field.kind !== 'multiReference')) continue;
    const set = want.get(field.resource) ?? new Set<string>();
    for (const row of rows) {
      const v = row[name];
      for (const id of Array.isArray(v) ? v : v ? [v] : []) set.add(String(id));
    }
    want.set(field.resource, set);
  }
  return want;
}

/**
 * Labels of some records of a resource in a language. A record named by a reference (a centre
 * assignment is named by its employee) takes the label of that record, one level down.
 */
export async function labelsOf(
  db: Db,
  resource: string,
  ids: readonly string[],
  locale: LocaleCode,
  depth = 0,
): Promise<Map<string, RefLabel>> {
  const out = new Map<string, RefLabel>();
  if (ids.length === 0) return out;
  const b = boundResource(resource);
  const tf = titleField(b.def, locale);
  const rows = await rowsByIds(db, b, ids, [tf], undefined);
  let nested: Map<string, RefLabel> | undefined;
  const tfField = b.def.fields[tf];
  if (tfField?.kind === 'reference' && depth < 2) {
    const targets = rows.map((r) => r[tf]).filter((v): v is string => typeof v === 'string');
    nested = await labelsOf(db, tfField.resource, targets, locale, depth + 1);
  }
  for (const row of rows) {
    const raw = row[tf];
    const label = nested ? (nested.get(String(raw))?.label ?? '') : raw == null ? '' : String(raw);
    out.set(String(row.id), { id: String(row.id), label, archived: row.archivedAt != null });
  }
  return out;
}

/** Every label needed to show some rows (their reference fields and reference titles). */
export async function collectRefs(
  db: Db,
  def: ResourceDefinition,
  rows: readonly Row[],
  fields: readonly string[],
  locale: LocaleCode,
): Promise<RefLabels> {
  const refs: RefLabels = new Map();
  for (const [resource, ids] of referencedIds(def, rows, fields)) {
    refs.set(resource, await labelsOf(db, resource, [...ids], locale));
  }
  return refs;
}

/** The words of a referenced record in every language (for the search column). */
export async function searchWordsOf(db: Db, resource: string, ids: readonly string[]) {
  const words: string[] = [];
  for (const locale of LOCALE_CODES) {
    for (const l of (await labelsOf(db, resource, ids, locale)).values()) words.push(l.label);
  }
  return [...new Set(words)].join(' ');
}

export interface OutputContext {
  locale: LocaleCode;
  fields: readonly string[];
  refs: RefLabels;
  fileUrl(id: string): string;
}

/** A record's name in the caller's language (its title field, or the label of its reference). */
export function recordTitle(
  def: ResourceDefinition,
  row: Row,
  locale: LocaleCode,
  refs: RefLabels,
) {
  const tf = titleField(def, locale);
  const field = def.fields[tf];
  const value = row[tf];
  if (field?.kind === 'reference' && typeof value === 'string')
    return refs.get(field.resource)?.get(value)?.label ?? '';
  if (field?.kind === 'enum' && typeof value === 'string')
    return translate(locale, resourceKeys.enumValue(def.name, tf, value));
  return value == null ? '' : String(value);
}

/**
 * A stored row as the API returns it: system columns, visible fields (values normalised by
 * kind, files with signed links), `_title` and `_refs` (labels of referenced records).
 */
export function toApiRecord(b: BoundResource, row: Row, ctx: OutputContext): Row {
  const def = b.def;
  const out: Row = {
    id: row.id,
    version: row.version,
    createdAt: isoTimestamp(row.createdAt),
    updatedAt: isoTimestamp(row.updatedAt),
    archivedAt: isoTimestamp(row.archivedAt),
  };
  const refs: Record<string, RefLabel | RefLabel[] | null> = {};
  for (const name of ctx.fields) {
    const field = def.fields[name];
    if (!field) continue;
    let value = KIND_STORAGE[field.kind].toApi(row[name] ?? null);
    if ((field.kind === 'file' || field.kind === 'image') && value) {
      const withUrl = (f: FileRef) => ({ ...f, url: ctx.fileUrl(f.id) });
      value = Array.isArray(value) ? (value as FileRef[]).map(withUrl) : withUrl(value as FileRef);
    }
    if (field.kind === 'richText' && typeof value === 'string')
      value = signRichTextImages(value, ctx.fileUrl);
    out[name] = value;
    if (isRef(field) && (field.kind === 'reference' || field.kind === 'multiReference')) {
      const labels = ctx.refs.get(field.resource);
      const one = (id: unknown) =>
        labels?.get(String(id)) ?? { id: String(id), label: '', archived: false };
      refs[name] = Array.isArray(value) ? value.map(one) : value ? one(value) : null;
    }
  }
  out._title = recordTitle(def, row, ctx.locale, ctx.refs);
  out._refs = refs;
  return out;
}

/** The title fields and the subtitle a lookup needs. */
export function lookupFields(def: ResourceDefinition): string[] {
  return [...new Set([...titleFields(def), ...(def.subtitle ? [def.subtitle] : [])])];
}
