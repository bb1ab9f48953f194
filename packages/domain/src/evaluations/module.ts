import { defineDomainModule } from '../platform/domain-module.ts';
import { EVALUATIONS_ROUTES } from './evaluations.api.ts';
import { EVALUATIONS_RESOURCES } from './evaluations.resource-list.ts';
import { evaluationsCountedMessages, evaluationsMessages } from './evaluations.messages.ts';

/**
 * Evaluations of centres, rings, employees and teachers (docs/evaluations.md): the criteria
 * are a plain entity; forms (the shared form builder), requests, filling, approval, results
 * and follow-up actions are a workflow with their own routes.
 */
export const evaluationsModule = defineDomainModule({
  name: 'evaluations',
  resources: EVALUATIONS_RESOURCES,
  messages: [evaluationsMessages, evaluationsCountedMessages],
  routes: EVALUATIONS_ROUTES,
});
