import { examinerAvailabilityResource, examinersResource } from './examiners.resource.ts';
import { testCriteriaResource, testKindsResource } from './test-kinds.resource.ts';

/**
 * The tests module's resources: its manifest (`module.ts`) lists them, and the
 * web loads them on demand, without the module's messages (`resources/loaders.ts`).
 */
export const TESTS_RESOURCES = [
  testKindsResource,
  testCriteriaResource,
  examinersResource,
  examinerAvailabilityResource,
] as const;
