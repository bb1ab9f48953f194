import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../../http/errors.ts';
import { listOutbox } from '../../../mail/outbox.repository.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { paging } from './paging.ts';

const query = z.object({
  to: z.string().trim().max(254).optional(),
  kind: z.string().trim().max(40).optional(),
  ...paging,
});

/** GET /api/outbox?to=&kind=&page= → { items, total }: e-mails kept or sent (outbox:read) */
export function outboxListRoute(app: FastifyInstance, deps: IdentityDeps) {
  app.get(
    `${deps.config.API_BASE}/outbox`,
    { config: { permission: 'outbox:read' } },
    async (request) => listOutbox(deps.db, parseInput(query, request.query)),
  );
}
