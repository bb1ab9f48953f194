import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { installTrainingHooks } from './training.hooks.ts';
import { trainingRoutes } from './training.routes.ts';

/**
 * The training module: the curriculum, trainees, question bank, test forms, exams and lessons
 * are the resource engine's; sitting an exam (with the server's timer), automatic and human
 * marking, results and thank certificates (through the documents service) are here.
 */
export async function trainingModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  installTrainingHooks();
  await trainingRoutes(app, ctx);
}
