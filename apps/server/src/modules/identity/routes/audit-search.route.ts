import { auditSearchQuery, auditTrailParams, type AuditPage } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { forbidden, parseInput } from '../../../http/errors.ts';
import { searchAudit } from '../audit.repository.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { requireAccess } from '../../../access/require-access.ts';

/**
 * GET /api/audit?resource=&recordId=&actorId=&action=&from=&to=&page= and
 * GET /api/audit/:resource/:recordId (one record's trail). Audit rows carry no scope, so
 * reading them needs audit:read with an organisation-wide scope.
 */
export function auditSearchRoutes(app: FastifyInstance, deps: IdentityDeps) {
  const assertOrgWide = (request: Parameters<typeof requireAccess>[0]) => {
    if (!requireAccess(request).scopeFor('audit:read').all) throw forbidden('identity.auditScope');
  };
  app.get(
    `${deps.config.API_BASE}/audit`,
    { config: { permission: 'audit:read' } },
    async (request): Promise<AuditPage> => {
      assertOrgWide(request);
      const q = parseInput(auditSearchQuery, request.query);
      // A bare date as `to` means the whole of that day.
      const to = q.to && q.to.length === 10 ? `${q.to}T23:59:59.999Z` : q.to;
      return searchAudit(deps.db, { ...q, to });
    },
  );
  app.get(
    `${deps.config.API_BASE}/audit/:resource/:recordId`,
    { config: { permission: 'audit:read' } },
    async (request): Promise<AuditPage> => {
      assertOrgWide(request);
      const p = parseInput(auditTrailParams, request.params);
      return searchAudit(deps.db, { ...p, page: 1, pageSize: 200 });
    },
  );
}
