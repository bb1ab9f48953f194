import type { ResourceDefinition } from '../resources/define-resource.ts';
import { guardiansResource } from './guardians.resource.ts';
import { specialCasesResource } from './special-cases.resource.ts';
import { studentsResource } from './students.resource.ts';

/** The students module's plain entities (the workflows have their own routes). */
export const studentsResources: readonly ResourceDefinition[] = [
  studentsResource,
  guardiansResource,
  specialCasesResource,
];
