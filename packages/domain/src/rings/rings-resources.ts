import type { ResourceDefinition } from '../resources/define-resource.ts';
import { followupReasonsResource } from './followup-reasons.resource.ts';
import { ringsResource } from './rings.resource.ts';

/** The rings module's plain entities (the ring day and timetable have their own routes). */
export const ringsResources: readonly ResourceDefinition[] = [
  ringsResource,
  followupReasonsResource,
];
