import { organisationResources } from '../organisation/index.ts';
import { peopleResources } from '../people/index.ts';
import { ringsResources } from '../rings/rings-resources.ts';
import { studentsResources } from '../students/students-resources.ts';
import { testsResources } from '../tests/tests-resources.ts';
import type { ResourceDefinition, ResourceScreen } from './define-resource.ts';
import { ResourceDefinitionError } from './define-resource.ts';

/**
 * Every resource of every module. A module contributes one list (one line here); a new
 * entity is one definition file added to its module's list.
 */
export const RESOURCES: readonly ResourceDefinition[] = [
  ...organisationResources,
  ...peopleResources,
  ...studentsResources,
  ...ringsResources,
  ...testsResources,
];

const byName = new Map<string, ResourceDefinition>();
for (const def of RESOURCES) {
  if (byName.has(def.name))
    throw new ResourceDefinitionError(`Resource ${def.name} is defined twice`);
  byName.set(def.name, def);
}
for (const def of RESOURCES) {
  for (const [name, field] of Object.entries(def.fields)) {
    if (
      (field.kind === 'reference' || field.kind === 'multiReference') &&
      !byName.has(field.resource)
    )
      throw new ResourceDefinitionError(
        `Resource ${def.name}: field ${name} refers to unknown resource "${field.resource}"`,
      );
  }
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.kind !== 'reference' || !field.dependsOn) continue;
    const target = byName.get(field.resource);
    if (target && !target.list.filters.includes(field.dependsOn.param))
      throw new ResourceDefinitionError(
        `Resource ${def.name}: field ${name} narrows its picker by "${field.dependsOn.param}", which ${field.resource} cannot filter by`,
      );
  }
  for (const [name, field] of Object.entries(def.fields)) {
    if (!field.derive) continue;
    const from = def.fields[field.derive.from];
    const target = from?.kind === 'reference' ? byName.get(from.resource) : undefined;
    if (!target?.fields[field.derive.pick])
      throw new ResourceDefinitionError(
        `Resource ${def.name}: field ${name} derives "${field.derive.pick}", which its reference lacks`,
      );
  }
  for (const rel of def.related) {
    const other = byName.get(rel.resource);
    const field = other?.fields[rel.field];
    if (!other || !field || field.kind !== 'reference' || field.resource !== def.name)
      throw new ResourceDefinitionError(
        `Resource ${def.name}: related list ${rel.resource}.${rel.field} does not refer back to it`,
      );
  }
}

/** A resource by name, or undefined. */
export function findResource(name: string): ResourceDefinition | undefined {
  return byName.get(name);
}

/** A resource by name; throws for an unknown name (a programming error). */
export function getResource(name: string): ResourceDefinition {
  const def = byName.get(name);
  if (!def) throw new ResourceDefinitionError(`Unknown resource "${name}"`);
  return def;
}

/** A spec route served by a generic resource page, with the resource and the screen's mode. */
export interface ResourceRoute extends ResourceScreen {
  resource: string;
}

/**
 * Which spec routes (routes.tsv) the generic pages serve, derived from the definitions: the web
 * shell's route registry reads this instead of keeping its own list.
 */
export function resourceRoutes(): ResourceRoute[] {
  return RESOURCES.flatMap((def) => def.screens.map((s) => ({ ...s, resource: def.name })));
}
