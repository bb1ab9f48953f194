import type { ResourceDefinition } from '@qc/domain/resources/define-resource';
import type { HistoryEntry } from '../resource-api.ts';

/** The records an audit trail refers to by id, per resource (to name them in one call each). */
export function historyReferences(
  def: ResourceDefinition,
  entries: readonly HistoryEntry[],
): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const entry of entries) {
    for (const change of entry.changes) {
      const field = def.fields[change.field];
      if (!field || (field.kind !== 'reference' && field.kind !== 'multiReference')) continue;
      const set = out.get(field.resource) ?? new Set<string>();
      for (const v of [change.before, change.after]) {
        for (const id of Array.isArray(v) ? v : v ? [v] : [])
          if (typeof id === 'string') set.add(id);
      }
      if (set.size > 0) out.set(field.resource, set);
    }
  }
  return out;
}

/** A value's words cut to a readable length for the trail. */
export function shorten(text: string, max = 140): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
