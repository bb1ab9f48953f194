import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { buildAccessContext } from './access-context.ts';
import { loadGrants, loadSessionAccess, loadUserState } from './access.repository.ts';
import type { AccessContext } from './access-types.ts';
import { verifyJwt } from './jwt.ts';

/** The bearer token of a request (`Authorization: Bearer <accessToken>`), if any. */
export function bearerToken(request: Pick<FastifyRequest, 'headers'>): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Turns an access token into the caller's AccessContext: a valid signature and expiry, a
 * session that is not revoked, an active user, and their grants as they are right now.
 * Used by the route guard for HTTP and by realtime for the socket `token`.
 */
export async function resolveAccess(
  db: Db,
  jwtSecret: string,
  token: string | null | undefined,
): Promise<AccessContext | null> {
  if (!token) return null;
  const claims = verifyJwt(token, jwtSecret);
  if (!claims) return null;
  const found = await loadSessionAccess(db, claims.sub, claims.sid);
  if (!found || !found.state.sessionValid || found.state.status !== 'active') return null;
  return buildAccessContext(found.state.userId, found.state.employeeId, found.grants, claims.sid);
}

/**
 * The AccessContext of an active user with no request (a background job they enqueued acts with
 * their grants as they are when it runs); null when the user no longer exists or is not active.
 */
export async function accessOfUser(db: Db, userId: string): Promise<AccessContext | null> {
  const state = await loadUserState(db, userId);
  if (!state || state.status !== 'active') return null;
  return buildAccessContext(state.userId, state.employeeId, await loadGrants(db, state));
}
