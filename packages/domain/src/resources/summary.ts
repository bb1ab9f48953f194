import type { ResourceDefinition, ResourceScreen } from './define-resource.ts';

/**
 * What the web must know of a resource before its definition is loaded: its routes, the
 * permission its menu entries need, where its lists and records live, and which module's
 * definitions hold it (`chunk`, the name of its manifest in `modules.ts`).
 */
export interface ResourceSummary {
  name: string;
  /** The definition's module (breadcrumbs, menu group). */
  module: string;
  /** The manifest listing it: the key of its loader in `RESOURCE_LOADERS`. */
  chunk: string;
  permission: string;
  singleton: boolean;
  screens: readonly ResourceScreen[];
  detailPage?: string;
  listPage?: string;
}

/** The index of the resources: one summary per definition, in the registry's order. */
export function summariseResources(
  modules: readonly { name: string; resources: readonly ResourceDefinition[] }[],
): ResourceSummary[] {
  return modules.flatMap((m) =>
    m.resources.map((def) => ({
      name: def.name,
      module: def.module,
      chunk: m.name,
      permission: def.permission,
      singleton: def.singleton,
      screens: def.screens.map((s) => ({ ...s })),
      ...(def.detailPage ? { detailPage: def.detailPage } : {}),
      ...(def.listPage ? { listPage: def.listPage } : {}),
    })),
  );
}

/**
 * For each module with resources, the other modules holding the lists its detail pages show
 * (`related`): loading a module's definitions loads these too. References to another module's
 * records need only that resource's summary (its permission and pages), not its definition.
 */
export function resourceNeeds(
  modules: readonly { name: string; resources: readonly ResourceDefinition[] }[],
): Record<string, string[]> {
  const chunkOf = new Map<string, string>();
  for (const m of modules) for (const def of m.resources) chunkOf.set(def.name, m.name);
  const needs: Record<string, string[]> = {};
  for (const m of modules) {
    if (m.resources.length === 0) continue;
    const set = new Set<string>();
    for (const def of m.resources)
      for (const rel of def.related) set.add(chunkOf.get(rel.resource) ?? rel.resource);
    set.delete(m.name);
    needs[m.name] = [...set].sort();
  }
  return needs;
}
