import { partnersResource } from './partners.resource.ts';

/**
 * The identity module's resources: its manifest (`module.ts`) lists them, and the
 * web loads them on demand, without the module's messages (`resources/loaders.ts`).
 */
export const IDENTITY_RESOURCES = [partnersResource] as const;
