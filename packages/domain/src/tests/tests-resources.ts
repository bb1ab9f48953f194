import type { ResourceDefinition } from '../resources/define-resource.ts';
import { examinerAvailabilityResource, examinersResource } from './examiners.resource.ts';
import { testCriteriaResource, testKindsResource } from './test-kinds.resource.ts';

/** The tests module's plain entities (requests, results and certificates are a workflow). */
export const testsResources: readonly ResourceDefinition[] = [
  testKindsResource,
  testCriteriaResource,
  examinersResource,
  examinerAvailabilityResource,
];
