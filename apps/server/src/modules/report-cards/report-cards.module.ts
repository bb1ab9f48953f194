import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { defineIssueCardsJob } from './cards.service.ts';
import { reportCardsRoutes } from './report-cards.routes.ts';

let jobDefined = false;

/**
 * Student report cards: elements, templates on an A4 grid with saved styles (versioned), the
 * teachers' remarks approved by a manager, cards issued from approved data only (one, or a
 * ring's or centre's as a background job producing one PDF) and the guardian's private link
 * (docs/report-cards.md).
 */
export async function reportCardsModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (!jobDefined) {
    // A ring's and a centre's cards are issued by a background job (docs/jobs.md).
    defineIssueCardsJob();
    jobDefined = true;
  }
  await reportCardsRoutes(app, ctx);
}
