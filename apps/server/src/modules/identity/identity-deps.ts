import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';

/** What identity services need: the database, configuration and the mailer. */
export interface IdentityDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
}

/** The request facts services use for sessions and audit entries. */
export type RequestMeta = Pick<FastifyRequest, 'ip' | 'id' | 'access' | 'headers'>;

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const SESSION_DAYS = 30;
export const REFRESH_COOKIE = 'qc_refresh';

export function userAgentOf(request: RequestMeta): string | null {
  const ua = request.headers['user-agent'];
  return typeof ua === 'string' ? ua.slice(0, 400) : null;
}

export function setRefreshCookie(reply: FastifyReply, config: Config, token: string) {
  void reply.setCookie(REFRESH_COOKIE, token, {
    path: `${config.API_BASE}/auth`,
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
    maxAge: SESSION_DAYS * 86_400,
  });
}

export function clearRefreshCookie(reply: FastifyReply, config: Config) {
  void reply.clearCookie(REFRESH_COOKIE, { path: `${config.API_BASE}/auth` });
}

/** The public address of the web app, for links in e-mails. */
export function publicUrl(config: Config): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
}

export const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
