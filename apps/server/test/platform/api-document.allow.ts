/**
 * Routes missing from the API document (no body schema on a write, or no answer schema) when
 * `api-document.test.ts` was written: each gets its contract (`defineRouteContracts` in its
 * module's domain folder, named in its manifest) and leaves this list, which only shrinks: the
 * test fails for a route not listed here, and for one listed that is documented now.
 */
export const API_DOCUMENT_GAPS: readonly string[] = [
  'GET /api/audit',
  'GET /api/audit/:resource/:recordId',
  'GET /api/dashboard/summary',
  'GET /api/files/:id',
  'GET /api/outbox',
  'GET /api/public/documents/:serial',
  'GET /api/search',
  'POST /api/files',
  'POST /api/students/:id/special-cases',
];
