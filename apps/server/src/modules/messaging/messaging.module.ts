import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { jobWorkerEnabled } from '../../jobs/job-worker-registry.ts';
import { messagingRoutes } from './messaging.routes.ts';
import { defineDigestJob, scheduleDigest } from './digest.job.ts';
import { definePaymentDueJob, schedulePaymentDue } from './payment-due.job.ts';
import { defineSendJob } from './sender.ts';

/**
 * Messages to guardians by WhatsApp, SMS and e-mail through the one outbox
 * (docs/messages.md): providers per country, templates by event, consent and the opt-out link,
 * sending as a background job with retries and fallback, signed delivery reports.
 */
export async function messagingModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  defineSendJob();
  definePaymentDueJob();
  defineDigestJob();
  await messagingRoutes(app, ctx);
  if (jobWorkerEnabled(ctx))
    app.addHook('onReady', async () => {
      await schedulePaymentDue(ctx);
      await scheduleDigest(ctx);
    });
}
