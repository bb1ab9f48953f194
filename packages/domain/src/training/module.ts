import { defineDomainModule } from '../platform/domain-module.ts';
import { TRAINING_ROUTES } from './training.api.ts';
import { TRAINING_RESOURCES } from './training.resource-list.ts';
import { trainingCountedMessages, trainingMessages } from './training.messages.ts';

/**
 * Teacher training and teaching content: the curriculum, trainees, question banks, test forms,
 * exams and lessons are plain entities; sitting an exam, marking, results and thank
 * certificates are a workflow with their own routes (apps/server/src/modules/training).
 */
export const trainingModule = defineDomainModule({
  name: 'training',
  resources: TRAINING_RESOURCES,
  messages: [trainingMessages, trainingCountedMessages],
  routes: TRAINING_ROUTES,
});
