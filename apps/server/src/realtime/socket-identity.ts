import type { Grant } from '../access/access-context.ts';
import { loadSessionAccess } from '../access/access.repository.ts';
import { verifyJwt } from '../access/jwt.ts';
import type { Db } from '../db/client.ts';

/** Who a socket belongs to: the user, the session of its token, and the user's grants now. */
export interface SocketIdentity {
  userId: string;
  sessionId: string;
  grants: Grant[];
}

/**
 * The user and grants behind a session, read fresh: null when the session is revoked or
 * expired or the user is no longer active. Used at the handshake and for periodic re-checks.
 */
export async function loadSocketIdentity(
  db: Db,
  userId: string,
  sessionId: string,
): Promise<SocketIdentity | null> {
  const found = await loadSessionAccess(db, userId, sessionId);
  if (!found || !found.state.sessionValid || found.state.status !== 'active') return null;
  return { userId, sessionId, grants: found.grants };
}

/**
 * The identity of a handshake's access token: the same checks as the HTTP route guard (a
 * valid signature and expiry, a live session, an active user).
 */
export async function identifySocket(
  db: Db,
  jwtSecret: string,
  token: string | null,
): Promise<SocketIdentity | null> {
  if (!token) return null;
  const claims = verifyJwt(token, jwtSecret);
  if (!claims) return null;
  return loadSocketIdentity(db, claims.sub, claims.sid);
}
