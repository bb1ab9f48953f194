import type { ResourceDefinition } from '../resources/define-resource.ts';
import { teachersResource } from './teachers.resource.ts';

export { teachersResource, TEACHER_JOBS } from './teachers.resource.ts';

/** The people module's resources (teachers; staff records live in organisation). */
export const peopleResources: readonly ResourceDefinition[] = [teachersResource];
