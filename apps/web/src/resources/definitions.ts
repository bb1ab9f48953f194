import type { ResourceDefinition } from '@qc/domain/resources/define-resource';
import { RESOURCE_LOADERS } from '@qc/domain/resources/loaders';
import { RESOURCE_INDEX, RESOURCE_NEEDS } from '@qc/domain/resources/resource-index';
import type { ResourceSummary } from '@qc/domain/resources/summary';
import { use } from 'react';

/**
 * The web's registry of resource definitions, loaded by module. The index (`RESOURCE_INDEX`:
 * names, routes, permissions, pages) travels with the route maps; a module's definitions (their
 * fields, zod schemas and rules) are a chunk of their own, fetched when a screen of that module
 * opens, with the modules holding its detail pages' related lists (`RESOURCE_NEEDS`). A picker
 * or a cell naming another module's record needs only that resource's summary.
 */
const summaries = new Map<string, ResourceSummary>(RESOURCE_INDEX.map((s) => [s.name, s]));
const loaded = new Map<string, ResourceDefinition>();
const chunks = new Map<string, Promise<void>>();
const byName = new Map<string, Promise<ResourceDefinition | undefined>>();

/** What is known of a resource without its definition (undefined for an unknown name). */
export function resourceSummary(name: string): ResourceSummary | undefined {
  return summaries.get(name);
}

/** A resource's definition if its module is loaded (see `loadResource`). */
export function findResource(name: string): ResourceDefinition | undefined {
  return loaded.get(name);
}

function loadChunk(chunk: string): Promise<void> {
  let found = chunks.get(chunk);
  if (!found) {
    const loader = RESOURCE_LOADERS[chunk];
    found = loader
      ? loader().then((defs) => {
          for (const def of defs) loaded.set(def.name, def);
        })
      : Promise.resolve();
    // A failed load (network) is retried by the next caller.
    found.catch(() => chunks.delete(chunk));
    chunks.set(chunk, found);
  }
  return found;
}

/** Loads one module's definitions and those its detail pages list (once). */
export async function loadModuleResources(chunk: string): Promise<void> {
  await Promise.all([chunk, ...(RESOURCE_NEEDS[chunk] ?? [])].map(loadChunk));
}

/** A resource's definition, loading its module first (undefined for an unknown name). */
export function loadResource(name: string): Promise<ResourceDefinition | undefined> {
  const ready = loaded.get(name);
  if (ready) return Promise.resolve(ready);
  const summary = summaries.get(name);
  if (!summary) return Promise.resolve(undefined);
  let found = byName.get(name);
  if (!found) {
    found = loadModuleResources(summary.chunk).then(() => loaded.get(name));
    found.catch(() => byName.delete(name));
    byName.set(name, found);
  }
  return found;
}

/**
 * A resource's definition inside a component: at once when its module is loaded, else the
 * component suspends (the screen's Suspense shows its loader) until the module arrives.
 */
export function useDefinition(name: string | undefined): ResourceDefinition | undefined {
  if (!name) return undefined;
  return loaded.get(name) ?? (summaries.has(name) ? use(loadResource(name)) : undefined);
}
