import { defineDomainModule } from '../platform/domain-module.ts';
import { examinerAvailabilityResource, examinersResource } from './examiners.resource.ts';
import { testCriteriaResource, testKindsResource } from './test-kinds.resource.ts';
import { testsWebACountedMessages, testsWebAMessages } from './tests-web-a.messages.ts';
import { testsWebBCountedMessages, testsWebBMessages } from './tests-web-b.messages.ts';
import { testsMessages } from './tests.messages.ts';

/**
 * Tests, examiners and certificates: the kinds and examiners are plain entities (requests,
 * results and certificates are a workflow with their own routes).
 */
export const testsModule = defineDomainModule({
  name: 'tests',
  resources: [
    testKindsResource,
    testCriteriaResource,
    examinersResource,
    examinerAvailabilityResource,
  ],
  messages: [
    testsMessages,
    testsWebAMessages,
    testsWebACountedMessages,
    testsWebBMessages,
    testsWebBCountedMessages,
  ],
});
