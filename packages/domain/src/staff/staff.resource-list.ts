import { ladderGradesResource } from './ladder.resource.ts';

/**
 * The staff module's resources: its manifest (`module.ts`) lists them, and the
 * web loads them on demand, without the module's messages (`resources/loaders.ts`).
 */
export const STAFF_RESOURCES = [ladderGradesResource] as const;
