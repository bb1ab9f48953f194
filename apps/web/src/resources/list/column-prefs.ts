import type { ResourceDefinition } from '@qc/domain/resources/define-resource';
import { localStore, prefKey } from '../../app/storage/local-store.ts';

/** Which columns of a list are shown: column name → visible. */
export type ColumnVisibility = Record<string, boolean>;

/** Where a resource's column choice is kept in local storage. */
export const columnsStorageKey = (resource: string) => prefKey(`columns-${resource}`);

/** The columns of a list and whether each is shown before the user changes anything. */
export function defaultVisibility(def: ResourceDefinition, sensitive: boolean): ColumnVisibility {
  const hidden = new Set(def.list.hiddenColumns ?? []);
  const out: ColumnVisibility = {};
  for (const column of listColumns(def, sensitive)) out[column] = !hidden.has(column);
  return out;
}

/** The list's columns this user may see (sensitive ones only with the right). */
export function listColumns(def: ResourceDefinition, sensitive: boolean): string[] {
  return def.list.columns.filter((c) => sensitive || !def.fields[c]?.sensitive);
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

export function loadVisibility(def: ResourceDefinition, sensitive: boolean): ColumnVisibility {
  return mergeVisibility(
    defaultVisibility(def, sensitive),
    localStore.getJson<unknown>(columnsStorageKey(def.name)),
  );
}

export function saveVisibility(resource: string, visibility: ColumnVisibility): void {
  localStore.setJson(columnsStorageKey(resource), visibility);
}

/** The shown columns, in the definition's order. */
export function shownColumns(visibility: ColumnVisibility): string[] {
  return Object.entries(visibility)
    .filter(([, shown]) => shown)
    .map(([column]) => column);
}
