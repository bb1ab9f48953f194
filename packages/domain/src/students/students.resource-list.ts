import { guardiansResource } from './guardians.resource.ts';
import { specialCasesResource } from './special-cases.resource.ts';
import { studentCooperationResource } from './student-cooperation.resource.ts';
import { studentsResource } from './students.resource.ts';

/**
 * The students module's resources: its manifest (`module.ts`) lists them, and the
 * web loads them on demand, without the module's messages (`resources/loaders.ts`).
 */
export const STUDENTS_RESOURCES = [
  studentsResource,
  guardiansResource,
  specialCasesResource,
  studentCooperationResource,
] as const;
