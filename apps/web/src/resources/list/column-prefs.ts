import type { LocaleCode } from '@qc/domain/locales';
import type { ResourceDefinition } from '@qc/domain/resources/define-resource';
import { localStore, prefKey } from '../../app/storage/local-store.ts';

/** Which columns of a list are shown: column name → visible. */
export type ColumnVisibility = Record<string, boolean>;

/**
 * Where a resource's column choice is kept in local storage. A resource named in several
 * languages keeps one choice per language: the name column to show differs.
 */
export const columnsStorageKey = (resource: string, locale?: LocaleCode) =>
  prefKey(locale ? `columns-${resource}-${locale}` : `columns-${resource}`);

/** The name field of each language when the record is named per language, else null. */
export function localizedNameColumns(def: ResourceDefinition): Record<LocaleCode, string> | null {
  return typeof def.title === 'string' ? null : def.title;
}

/** Internal codes (text fields of the `code` format): behind the column menu when named. */
function isCodeColumn(def: ResourceDefinition, column: string): boolean {
  const field = def.fields[column];
  return field?.kind === 'text' && field.format === 'code';
}

/**
 * The columns of a list and whether each is shown before the user changes anything. For a
 * record named per language, the reader's name column comes first and shows; the other
 * languages' names and the internal codes are in the column menu, hidden.
 */
export function defaultVisibility(
  def: ResourceDefinition,
  sensitive: boolean,
  locale?: LocaleCode,
): ColumnVisibility {
  const hidden = new Set<string>(def.list.hiddenColumns ?? []);
  const names = localizedNameColumns(def);
  const out: ColumnVisibility = {};
  for (const column of listColumns(def, sensitive, locale)) {
    if (names && locale) {
      const isName = Object.values(names).includes(column);
      if (column === names[locale]) out[column] = true;
      else out[column] = !(isName || isCodeColumn(def, column) || hidden.has(column));
    } else out[column] = !hidden.has(column);
  }
  return out;
}

/**
 * The list's columns this user may see (sensitive ones only with the right). For a record
 * named per language and a known reader's language: that language's name column first, then
 * the definition's columns, then the other languages' names the definition did not list (so
 * each reader can find their own).
 */
export function listColumns(
  def: ResourceDefinition,
  sensitive: boolean,
  locale?: LocaleCode,
): string[] {
  const visible = (c: string) => sensitive || !def.fields[c]?.sensitive;
  const names = localizedNameColumns(def);
  if (!names || !locale) return def.list.columns.filter(visible);
  const own = names[locale];
  const listed = def.list.columns.filter((c) => c !== own);
  const others = Object.values(names).filter((c) => c !== own && !listed.includes(c));
  return [own, ...listed, ...others].filter(visible);
}

/**
 * The visibility to use: the stored choice over the defaults. Columns that no longer exist are
 * forgotten and new ones take their default, so a changed definition never breaks a list;
 * at least one column always stays visible.
 */
export function mergeVisibility(defaults: ColumnVisibility, stored: unknown): ColumnVisibility {
  const out = { ...defaults };
  if (stored && typeof stored === 'object' && !Array.isArray(stored)) {
    for (const [column, shown] of Object.entries(stored as Record<string, unknown>)) {
      if (column in out && typeof shown === 'boolean') out[column] = shown;
    }
  }
  if (!Object.values(out).some(Boolean)) {
    const first = Object.keys(out)[0];
    if (first) out[first] = true;
  }
  return out;
}

/** The storage key's language part: only for records named per language. */
const storageLocale = (def: ResourceDefinition, locale?: LocaleCode) =>
  localizedNameColumns(def) ? locale : undefined;

export function loadVisibility(
  def: ResourceDefinition,
  sensitive: boolean,
  locale?: LocaleCode,
): ColumnVisibility {
  return mergeVisibility(
    defaultVisibility(def, sensitive, locale),
    localStore.getJson<unknown>(columnsStorageKey(def.name, storageLocale(def, locale))),
  );
}

export function saveVisibility(
  def: ResourceDefinition,
  visibility: ColumnVisibility,
  locale?: LocaleCode,
): void {
  localStore.setJson(columnsStorageKey(def.name, storageLocale(def, locale)), visibility);
}

/** The shown columns, in the definition's order. */
export function shownColumns(visibility: ColumnVisibility): string[] {
  return Object.entries(visibility)
    .filter(([, shown]) => shown)
    .map(([column]) => column);
}
