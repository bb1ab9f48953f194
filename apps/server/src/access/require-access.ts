import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../http/errors.ts';
import type { AccessContext } from './access-types.ts';

/**
 * The signed-in caller of a guarded route (the route guard has set it; this narrows the type).
 * A route that reads `request.access` without a guard that sets it answers 401.
 */
export function requireAccess(request: FastifyRequest): AccessContext {
  if (!request.access) throw unauthorized();
  return request.access;
}
