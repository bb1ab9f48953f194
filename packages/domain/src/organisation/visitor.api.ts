import { z } from 'zod';
import { defineRouteContracts } from '../platform/route-contract.ts';
import type { VisitorDefaults } from './visitor.ts';

const visitorDefaults: z.ZodType<VisitorDefaults> = z.object({
  digits: z.enum(['latn', 'arab']).nullable(),
});

/** The contract of `VISITOR_API` (visitor.ts), for the API document. */
export const VISITOR_ROUTES = defineRouteContracts({
  'GET /api/public/visitor-defaults': {
    summary: "The organisation's defaults for visitors who are not signed in (its digits)",
    response: visitorDefaults,
  },
});
