import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { pollsRoutes } from './polls.routes.ts';

/**
 * Forms and polls with public links (route module `forms`, docs/polls.md): campaigns around
 * the shared form builder (apps/server/src/forms), their public link, the answers received,
 * their summary and export, and the log of submitted forms.
 */
export async function pollsModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await pollsRoutes(app, ctx);
}
