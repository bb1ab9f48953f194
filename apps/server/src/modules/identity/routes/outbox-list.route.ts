import { outboxListQuery, type OutboxPage } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../../http/errors.ts';
import { listOutbox } from '../../../mail/outbox.repository.ts';
import type { IdentityDeps } from '../identity-deps.ts';

/** GET /api/outbox?to=&kind=&page= → { items, total }: e-mails kept or sent (outbox:read) */
export function outboxListRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.get(
    `${deps.config.API_BASE}/outbox`,
    { config: { permission: 'outbox:read' } },
    async (request): Promise<OutboxPage> =>
      listOutbox(deps.db, parseInput(outboxListQuery, request.query)),
  );
}
