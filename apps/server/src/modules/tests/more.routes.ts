import {
  anticipatedQuery,
  certificateBulkInput,
  certificateIssueInput,
  certificateListQuery,
  certificatePdfQuery,
  examinerListQuery,
  externalRequestDecisionInput,
  externalRequestInput,
  externalRequestListQuery,
  idParams,
  reasonInput,
  TESTS_API,
  type AnticipatedTest,
  type CertificateSummary,
  type ExaminerLoad,
  type ExternalRequestRow,
  type ListPage,
  type StudentTests,
  type TestKindRules,
} from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { renderPdf } from '../../documents/index.ts';
import { notFound, parseInput } from '../../http/errors.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import { anticipatedTests } from './anticipated.service.ts';
import { enqueueBulkCertificates } from './bulk-certificates.job.ts';
import {
  certificateSpec,
  issueCertificate,
  listCertificates,
  readCertificate,
  revokeCertificate,
} from './certificates.service.ts';
import {
  decideExternalRequest,
  listExternalRequests,
  submitExternalRequest,
} from './external.service.ts';
import { findStudentInScope } from '../students/index.ts';
import { apiPath } from '../../http/register-routes.ts';
import { examinerLoads } from './sheet.service.ts';
import { kindRules, listRequests } from './tests.repository.ts';
import { visibilityOf } from './tests.service.ts';

/** Kinds, examiners, a student's tests, anticipated tests, certificates and external requests. */
export async function testsMoreRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const p = (path: string) => apiPath(ctx.config, path);

  // The kinds with their criteria: pickers and the sheet (any signed-in staff may read rules).
  app.get(
    p(TESTS_API.kinds),
    { config: { signedIn: true } },
    async (): Promise<{ items: TestKindRules[] }> => ({
      items: await kindRules(ctx.db),
    }),
  );

  // The examiners in the caller's `examiners:read` scope (scheduling's suggestions look wider).
  app.get(
    p(TESTS_API.examiners),
    { config: { permission: 'examiners:read' } },
    async (request): Promise<{ items: ExaminerLoad[] }> => {
      const f = parseInput(examinerListQuery, request.query);
      const scope = callerOf(request).access.scopeFor('examiners:read');
      return { items: await examinerLoads(ctx.db, scope, f) };
    },
  );

  app.get(
    p(TESTS_API.studentTests),
    { config: { signedIn: true } },
    async (request): Promise<StudentTests> => {
      const caller = callerOf(request);
      const { id } = parseInput(idParams, request.params);
      const visibility = await visibilityOf(ctx.db, caller);
      // Neither reading tests nor examining: no student's tests are visible.
      if (!visibility.scope && !visibility.examinerId) throw notFound();
      const [requests, certificates] = await Promise.all([
        listRequests(ctx.db, visibility, { page: 1, pageSize: 100, studentId: id }),
        listCertificates(ctx, visibility, { page: 1, pageSize: 100, state: 'all', studentId: id }),
      ]);
      // A student outside the caller's scope is not found (not an empty page), unless the
      // caller examines one of their tests.
      const inScope =
        visibility.scope !== null && !!(await findStudentInScope(ctx.db, visibility.scope, id));
      if (!inScope && requests.items.length === 0) throw notFound();
      return { requests: requests.items, certificates: certificates.items };
    },
  );

  app.get(
    p(TESTS_API.anticipated),
    { config: { permission: 'tests:read' } },
    async (request): Promise<ListPage<AnticipatedTest>> => {
      const caller = callerOf(request);
      const f = parseInput(anticipatedQuery, request.query);
      const { items, total } = await anticipatedTests(
        ctx.db,
        caller.access.scopeFor('tests:read'),
        f,
      );
      return { items, total, page: f.page, pageSize: f.pageSize };
    },
  );

  app.get(
    p(TESTS_API.certificates),
    { config: { permission: 'tests:read' } },
    async (request): Promise<ListPage<CertificateSummary>> => {
      const caller = callerOf(request);
      const f = parseInput(certificateListQuery, request.query);
      const { items, total } = await listCertificates(ctx, await visibilityOf(ctx.db, caller), f);
      return { items, total, page: f.page, pageSize: f.pageSize };
    },
  );

  app.post(
    p(TESTS_API.issueCertificate),
    { config: { permission: 'certificates:issue' } },
    async (request, reply) => {
      const { id } = parseInput(idParams, request.params);
      const { language } = parseInput(certificateIssueInput, request.body ?? {});
      return reply.code(201).send(await issueCertificate(ctx, callerOf(request), id, language));
    },
  );

  app.get(p(TESTS_API.certificatePdf), { config: { signedIn: true } }, async (request, reply) => {
    const caller = callerOf(request);
    const { id } = parseInput(idParams, request.params);
    const { language } = parseInput(certificatePdfQuery, request.query);
    if (!(await readCertificate(ctx, caller, id))) throw notFound();
    const built = await certificateSpec(ctx, ctx.db, id, language);
    if (!built) throw notFound();
    const pdf = await renderPdf(built.spec);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${built.serial}.pdf"`)
      .send(pdf);
  });

  app.post(
    p(TESTS_API.revokeCertificate),
    { config: { permission: 'certificates:issue' } },
    async (request): Promise<CertificateSummary> => {
      const { id } = parseInput(idParams, request.params);
      const { reason } = parseInput(reasonInput, request.body);
      return revokeCertificate(ctx, callerOf(request), id, reason);
    },
  );

  app.post(
    p(TESTS_API.bulkCertificates),
    { config: { permission: 'certificates:issue' } },
    async (request, reply) => {
      const input = parseInput(certificateBulkInput, request.body);
      const started: { jobId: string } = await enqueueBulkCertificates(
        ctx,
        callerOf(request),
        input,
      );
      return reply.code(202).send(started);
    },
  );

  app.post(
    p(TESTS_API.publicExternalRequest),
    { config: { public: true, rateLimit: { max: 5, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const input = parseInput(externalRequestInput, request.body);
      await submitExternalRequest(ctx, input, request);
      return reply.code(201).send({ ok: true });
    },
  );

  app.get(
    p(TESTS_API.externalRequests),
    { config: { permission: 'tests:approve' } },
    async (request): Promise<ListPage<ExternalRequestRow>> => {
      const f = parseInput(externalRequestListQuery, request.query);
      const { items, total } = await listExternalRequests(ctx.db, f);
      return { items, total, page: f.page, pageSize: f.pageSize };
    },
  );

  app.post(
    p(TESTS_API.decideExternalRequest),
    { config: { permission: 'tests:approve' } },
    async (request): Promise<ExternalRequestRow> => {
      const { id } = parseInput(idParams, request.params);
      const input = parseInput(externalRequestDecisionInput, request.body);
      return decideExternalRequest(ctx, callerOf(request), id, input);
    },
  );
}
