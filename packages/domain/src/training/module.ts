import { defineDomainModule } from '../platform/domain-module.ts';
import {
  trainingBooksResource,
  trainingSectionNamesResource,
  trainingSectionsResource,
} from './curriculum.resource.ts';
import { trainingExamsResource, trainingTestFormsResource } from './exams.resource.ts';
import { lessonsResource } from './lessons.resource.ts';
import { trainingQuestionsResource } from './questions.resource.ts';
import { traineesResource } from './trainees.resource.ts';
import { trainingCountedMessages, trainingMessages } from './training.messages.ts';

/**
 * Teacher training and teaching content: the curriculum, trainees, question banks, test forms,
 * exams and lessons are plain entities; sitting an exam, marking, results and thank
 * certificates are a workflow with their own routes (apps/server/src/modules/training).
 */
export const trainingModule = defineDomainModule({
  name: 'training',
  resources: [
    trainingBooksResource,
    trainingSectionNamesResource,
    trainingSectionsResource,
    traineesResource,
    trainingQuestionsResource,
    trainingTestFormsResource,
    trainingExamsResource,
    lessonsResource,
  ],
  messages: [trainingMessages, trainingCountedMessages],
});
