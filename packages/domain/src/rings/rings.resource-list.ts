import { followupReasonsResource } from './followup-reasons.resource.ts';
import { followupsResource } from './followups.resource.ts';
import { ringStarsResource } from './ring-stars.resource.ts';
import { ringTimesResource } from './ring-times.resource.ts';
import { ringsResource } from './rings.resource.ts';

/**
 * The rings module's resources: its manifest (`module.ts`) lists them, and the
 * web loads them on demand, without the module's messages (`resources/loaders.ts`).
 */
export const RINGS_RESOURCES = [
  ringsResource,
  followupReasonsResource,
  followupsResource,
  ringTimesResource,
  ringStarsResource,
] as const;
