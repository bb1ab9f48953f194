import { defineDomainModule } from '../platform/domain-module.ts';
import { evaluationsCountedMessages, evaluationsMessages } from './evaluations.messages.ts';
import { evaluationParagraphsResource } from './paragraphs.resource.ts';

/**
 * Evaluations of centres, rings, employees and teachers (docs/evaluations.md): the criteria
 * are a plain entity; forms (the shared form builder), requests, filling, approval, results
 * and follow-up actions are a workflow with their own routes.
 */
export const evaluationsModule = defineDomainModule({
  name: 'evaluations',
  resources: [evaluationParagraphsResource],
  messages: [evaluationsMessages, evaluationsCountedMessages],
});
