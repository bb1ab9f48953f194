import { teachersResource } from './teachers.resource.ts';

/**
 * The people module's resources: its manifest (`module.ts`) lists them, and the
 * web loads them on demand, without the module's messages (`resources/loaders.ts`).
 */
export const PEOPLE_RESOURCES = [teachersResource] as const;
