import type {
  FastifyInstance,
  FastifyRequest,
  preParsingAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import type { AccessContext } from '../access/access-types.ts';
import { forbidden, unauthorized } from './errors.ts';
import { timed } from './server-timing.ts';

/**
 * Every route under the API declares how it is guarded, in its route config:
 *   { public: true }               anyone, signed in or not
 *   { signedIn: true }             any signed-in user (their own account, for instance)
 *   { permission: 'students:read' } a signed-in user whose role assignments grant it; the
 *                                   handler then constrains its queries to the granted scope
 * A route that declares none of these makes the server refuse to start, so an unguarded
 * endpoint cannot ship by accident.
 */
export interface RouteGuard {
  public?: boolean;
  signedIn?: boolean;
  permission?: string;
}

declare module 'fastify' {
  // Declaration merging needs an interface; the guard fields are its members.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FastifyContextConfig extends RouteGuard {}
}

export class UnguardedRouteError extends Error {}

/** Resolves the caller of a request into an AccessContext, or null when not signed in. */
export type Authenticator = (request: FastifyRequest) => Promise<AccessContext | null>;

interface GuardState {
  authenticate?: Authenticator;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeGuardState: GuardState;
  }
}

/**
 * Identity installs its authenticator here. Until it does, every guarded route answers 401
 * (the guard fails closed).
 */
export function setAuthenticator(app: FastifyInstance, authenticate: Authenticator): void {
  app.routeGuardState.authenticate = authenticate;
}

/** The hook put in front of every signed-in and permission route. */
function guardHook(state: GuardState, permission: string | undefined): preParsingAsyncHookHandler {
  return async function guard(request) {
    const authenticate = state.authenticate;
    const access = authenticate ? await timed('auth', () => authenticate(request)) : null;
    if (!access) throw unauthorized();
    request.access = access;
    if (permission && !access.can(permission)) throw forbidden();
    return undefined;
  };
}

export function describeGuard(config: RouteGuard | undefined): string | undefined {
  if (!config) return undefined;
  if (config.public) return 'public';
  if (config.permission) return `permission:${config.permission}`;
  if (config.signedIn) return 'signedIn';
  return undefined;
}

/** Records every API route with its guard, and refuses a route that declares none. */
export function installRouteGuardCheck(
  app: FastifyInstance,
  apiBase: string,
  registry: RegisteredRoute[],
): void {
  const state: GuardState = {};
  app.decorate('routeGuardState', state);
  app.addHook('onRoute', (route: RouteOptions) => {
    const url = route.url;
    if (!url.startsWith(apiBase)) return;
    const config = route.config as RouteGuard | undefined;
    const guard = describeGuard(config);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!guard) {
      throw new UnguardedRouteError(
        `Route ${methods.join(',')} ${url} declares neither a permission, signedIn nor public: true`,
      );
    }
    if (!config?.public) {
      // Authentication and the permission check run before the body is even parsed, but
      // after every onRequest hook: the rate limit counts a request without a token too.
      const existing = route.preParsing;
      const own = guardHook(state, config?.permission);
      route.preParsing = existing
        ? [own, ...(Array.isArray(existing) ? existing : [existing])]
        : [own];
    }
    for (const method of methods) {
      if (method === 'HEAD') continue;
      registry.push({ method, url, guard, permission: config?.permission });
    }
  });
}

export interface RegisteredRoute {
  method: string;
  url: string;
  guard: string;
  permission?: string | undefined;
}
