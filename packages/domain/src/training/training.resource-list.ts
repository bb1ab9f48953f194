import {
  trainingBooksResource,
  trainingSectionNamesResource,
  trainingSectionsResource,
} from './curriculum.resource.ts';
import { trainingExamsResource, trainingTestFormsResource } from './exams.resource.ts';
import { lessonsResource } from './lessons.resource.ts';
import { trainingQuestionsResource } from './questions.resource.ts';
import { traineesResource } from './trainees.resource.ts';

/**
 * The training module's resources: its manifest (`module.ts`) lists them, and the
 * web loads them on demand, without the module's messages (`resources/loaders.ts`).
 */
export const TRAINING_RESOURCES = [
  trainingBooksResource,
  trainingSectionNamesResource,
  trainingSectionsResource,
  traineesResource,
  trainingQuestionsResource,
  trainingTestFormsResource,
  trainingExamsResource,
  lessonsResource,
] as const;
