import {
  essayMarkSchema,
  examAnswerSchema,
  thankCertificateSchema,
  TRAINING_API,
  trainingAnswerParams,
  trainingIdParams,
  trainingPageQuery,
  trainingResultsQuery,
} from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import { apiPath } from '../../http/register-routes.ts';
import {
  essaysToMark,
  markEssay,
  myExams,
  readSitting,
  saveAnswer,
  startSitting,
  submitSitting,
} from './exam.service.ts';
import { centreResults, examResults, listResults, traineeRecord } from './results.service.ts';
import {
  issueThankCertificate,
  listThankCertificates,
  thankCertificatePdf,
} from './thank-certificates.service.ts';

/**
 * The training workflow's routes: they parse and call the services (which check permission,
 * scope and the exam's rules). Sitting needs training-exams:sit and a trainee record of the
 * caller; marking training-exams:examine; results training-exams:read in scope.
 */
export async function trainingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const p = (path: string) => apiPath(ctx.config, path);
  const sit = { config: { permission: 'training-exams:sit' } };

  app.get(p(TRAINING_API.myExams), sit, async (request) => myExams(ctx, callerOf(request)));

  app.post(p(TRAINING_API.start), sit, async (request) => {
    const { id } = parseInput(trainingIdParams, request.params);
    return startSitting(ctx, callerOf(request), id);
  });

  app.get(p(TRAINING_API.sitting), sit, async (request) => {
    const { id } = parseInput(trainingIdParams, request.params);
    return readSitting(ctx, callerOf(request), id);
  });

  app.put(p(TRAINING_API.answer), sit, async (request) => {
    const { id, questionId } = parseInput(trainingAnswerParams, request.params);
    const answer = parseInput(examAnswerSchema, request.body);
    return saveAnswer(ctx, callerOf(request), id, questionId, answer);
  });

  app.post(p(TRAINING_API.submit), sit, async (request) => {
    const { id } = parseInput(trainingIdParams, request.params);
    return submitSitting(ctx, callerOf(request), id);
  });

  app.get(
    p(TRAINING_API.essays),
    { config: { permission: 'training-exams:examine' } },
    async (request) => {
      const { id } = parseInput(trainingIdParams, request.params);
      return essaysToMark(ctx, callerOf(request), id);
    },
  );

  app.put(
    p(TRAINING_API.mark),
    { config: { permission: 'training-exams:examine' } },
    async (request) => {
      const { id } = parseInput(trainingIdParams, request.params);
      return markEssay(ctx, callerOf(request), id, parseInput(essayMarkSchema, request.body));
    },
  );

  app.get(
    p(TRAINING_API.examResults),
    { config: { permission: 'training-exams:read' } },
    async (request) => {
      const { id } = parseInput(trainingIdParams, request.params);
      return examResults(ctx, callerOf(request), id);
    },
  );

  app.get(
    p(TRAINING_API.results),
    { config: { permission: 'training-exams:read' } },
    async (request) =>
      listResults(ctx, callerOf(request), parseInput(trainingResultsQuery, request.query)),
  );

  app.get(
    p(TRAINING_API.centreResults),
    { config: { permission: 'training-exams:read' } },
    async (request) => centreResults(ctx, callerOf(request)),
  );

  // The trainee themselves or a reader of trainees in scope (checked by the service).
  app.get(p(TRAINING_API.traineeRecord), { config: { signedIn: true } }, async (request) => {
    const { id } = parseInput(trainingIdParams, request.params);
    return traineeRecord(ctx, callerOf(request), id);
  });

  app.get(
    p(TRAINING_API.certificates),
    { config: { permission: 'thank-certificates:read' } },
    async (request) =>
      listThankCertificates(ctx, callerOf(request), parseInput(trainingPageQuery, request.query)),
  );

  app.post(
    p(TRAINING_API.certificates),
    { config: { permission: 'thank-certificates:create' } },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await issueThankCertificate(
            ctx,
            callerOf(request),
            parseInput(thankCertificateSchema, request.body),
          ),
        ),
  );

  app.get(
    p(TRAINING_API.certificatePdf),
    { config: { permission: 'thank-certificates:read' } },
    async (request, reply) => {
      const { id } = parseInput(trainingIdParams, request.params);
      const { pdf, serial } = await thankCertificatePdf(ctx, callerOf(request), id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${serial}.pdf"`)
        .send(pdf);
    },
  );
}
