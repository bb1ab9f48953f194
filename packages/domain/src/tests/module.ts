import { defineDomainModule } from '../platform/domain-module.ts';
import { TESTS_RESOURCES } from './tests.resource-list.ts';
import { testsRequestsCountedMessages, testsRequestsMessages } from './tests-requests.messages.ts';
import { testsResultsCountedMessages, testsResultsMessages } from './tests-results.messages.ts';
import { testsMessages } from './tests.messages.ts';
import { TESTS_ROUTES } from './tests.api.ts';

/**
 * Tests, examiners and certificates: the kinds and examiners are plain entities (requests,
 * results and certificates are a workflow with their own routes).
 */
export const testsModule = defineDomainModule({
  name: 'tests',
  resources: TESTS_RESOURCES,
  messages: [
    testsMessages,
    testsRequestsMessages,
    testsRequestsCountedMessages,
    testsResultsMessages,
    testsResultsCountedMessages,
  ],
  routes: TESTS_ROUTES,
});
