import {
  ADVANCES_API,
  advanceListQuery,
  PAYROLL_API,
  payrollRunCreateInput,
  payrollRunListQuery,
  payslipPdfQuery,
  repaymentListQuery,
  STUDENT_MONEY_API,
  studentChargeListQuery,
  studentMoneySummaryQuery,
} from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import {
  grantAdvance,
  listAdvances,
  listRepayments,
  readAdvance,
  repayAdvanceCash,
  rescheduleAdvance,
  skipAdvanceMonth,
} from './advances.service.ts';
import {
  approveRun,
  createRun,
  employeePayslips,
  listRuns,
  postRun,
  readRun,
  recomputeRun,
} from './payroll.service.ts';
import { payslipPdf } from './payslip.document.ts';
import { generateMonth, listCharges, payCharge, summary } from './student-money.service.ts';

const idParams = z.object({ id: z.string().uuid() });

/**
 * Routes of student money, advances and payroll: each declares its permission, parses, and
 * calls a service (which checks the scope, owns the transaction and throws translated errors).
 */
export async function payrollRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const p = (path: string) => `${ctx.config.API_BASE}${path.slice('/api'.length)}`;
  const body = (request: { body?: unknown }) => request.body ?? {};
  const id = (request: { params: unknown }) => parseInput(idParams, request.params).id;

  // Payroll runs
  app.get(p(PAYROLL_API.runs), { config: { permission: 'salaries:read' } }, async (request) =>
    listRuns(ctx, callerOf(request), parseInput(payrollRunListQuery, request.query)),
  );
  app.post(
    p(PAYROLL_API.runs),
    { config: { permission: 'salaries:create' } },
    async (request, reply) => {
      const input = parseInput(payrollRunCreateInput, body(request));
      return reply.code(201).send(await createRun(ctx, callerOf(request), input));
    },
  );
  app.get(p(PAYROLL_API.run), { config: { permission: 'salaries:read' } }, async (request) =>
    readRun(ctx, callerOf(request), id(request)),
  );
  app.post(
    p(PAYROLL_API.recompute),
    { config: { permission: 'salaries:create' } },
    async (request) => recomputeRun(ctx, callerOf(request), id(request)),
  );
  app.post(
    p(PAYROLL_API.approve),
    { config: { permission: 'salaries:approve' } },
    async (request) => approveRun(ctx, callerOf(request), id(request)),
  );
  app.post(p(PAYROLL_API.post), { config: { permission: 'salaries:approve' } }, async (request) =>
    postRun(ctx, callerOf(request), id(request)),
  );
  app.get(
    p(PAYROLL_API.employeePayslips),
    { config: { permission: 'salaries:read' } },
    async (request) => employeePayslips(ctx, callerOf(request), id(request)),
  );
  app.get(
    p(PAYROLL_API.payslipPdf),
    { config: { permission: 'salaries:read' } },
    async (request, reply) => {
      const caller = callerOf(request);
      const { language } = parseInput(payslipPdfQuery, request.query);
      const pdf = await payslipPdf(ctx, caller, id(request), language ?? caller.locale);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'inline; filename="payslip.pdf"')
        .send(pdf);
    },
  );

  // Advances
  app.get(p(ADVANCES_API.advances), { config: { permission: 'advances:read' } }, async (request) =>
    listAdvances(ctx, callerOf(request), parseInput(advanceListQuery, request.query)),
  );
  app.get(
    p(ADVANCES_API.repayments),
    { config: { permission: 'advances:read' } },
    async (request) =>
      listRepayments(ctx, callerOf(request), parseInput(repaymentListQuery, request.query)),
  );
  app.post(
    p(ADVANCES_API.advances),
    { config: { permission: 'advances:create' } },
    async (request, reply) =>
      reply.code(201).send(await grantAdvance(ctx, callerOf(request), body(request))),
  );
  app.get(p(ADVANCES_API.advance), { config: { permission: 'advances:read' } }, async (request) =>
    readAdvance(ctx, callerOf(request), id(request)),
  );
  app.post(p(ADVANCES_API.skip), { config: { permission: 'advances:update' } }, async (request) =>
    skipAdvanceMonth(ctx, callerOf(request), id(request), body(request)),
  );
  app.post(
    p(ADVANCES_API.reschedule),
    { config: { permission: 'advances:update' } },
    async (request) => rescheduleAdvance(ctx, callerOf(request), id(request), body(request)),
  );
  app.post(p(ADVANCES_API.repay), { config: { permission: 'advances:update' } }, async (request) =>
    repayAdvanceCash(ctx, callerOf(request), id(request), body(request)),
  );

  // Student money
  app.post(
    p(STUDENT_MONEY_API.generate),
    { config: { permission: 'student-money:create' } },
    async (request) => generateMonth(ctx, callerOf(request), body(request)),
  );
  app.get(
    p(STUDENT_MONEY_API.charges),
    { config: { permission: 'student-money:read' } },
    async (request) =>
      listCharges(ctx, callerOf(request), parseInput(studentChargeListQuery, request.query)),
  );
  app.post(
    p(STUDENT_MONEY_API.pay),
    { config: { permission: 'student-money:create' } },
    async (request) => payCharge(ctx, callerOf(request), id(request), body(request)),
  );
  app.get(
    p(STUDENT_MONEY_API.summary),
    { config: { permission: 'student-money:read' } },
    async (request) =>
      summary(ctx, callerOf(request), parseInput(studentMoneySummaryQuery, request.query)),
  );
}
