import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { evaluationsRoutes } from './evaluations.routes.ts';
import { evaluationResultsRoutes } from './results.routes.ts';

/**
 * The evaluations module (docs/evaluations.md): forms on the shared form builder, requests
 * and their lifecycle, filling with photos, approval, results, trends, comparison and
 * follow-up actions. The criteria are the resource engine's (`evaluation-paragraphs`).
 */
export async function evaluationsModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await evaluationsRoutes(app, ctx);
  await evaluationResultsRoutes(app, ctx);
}
