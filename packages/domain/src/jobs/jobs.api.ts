import { z } from 'zod';
import { defineRouteContracts } from '../platform/route-contract.ts';
import { jobViewSchema } from './jobs.contract.ts';

const params = z.object({ id: z.uuid() });

/** The jobs API's contracts: a job's state, its result file, and a cancel. */
export const JOBS_ROUTES = defineRouteContracts({
  'GET /api/jobs/:id': {
    summary: 'A background job of the caller: its state, progress and result',
    params,
    response: jobViewSchema,
  },
  'GET /api/jobs/:id/result': {
    summary: "A succeeded job's result file, as a download",
    params,
    response: { file: 'application/octet-stream' },
  },
  'POST /api/jobs/:id/cancel': {
    summary: 'Ask a queued or running job to stop (it stops at its next step)',
    params,
    body: null,
    response: jobViewSchema,
  },
});
