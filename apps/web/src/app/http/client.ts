import { createFetch, FetchError, type FetchOptions } from 'ofetch';
import { API_BASE } from '../config.ts';
import { ApiError, statusMessageKey, toApiError } from './api-error.ts';
import { TokenStore, tokenExpired } from './token-store.ts';

export { ApiError, isApiError, type FieldError } from './api-error.ts';

/** Statuses on which a GET-like request is sent once more (specification section 8). */
export const RETRY_STATUS_CODES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];

/** Methods that are never retried: they may change something. */
export const NON_RETRIED_METHODS: readonly string[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** How many times a request of this method is retried on a retry status: 1 or 0. */
export function retriesFor(method: string): number {
  return NON_RETRIED_METHODS.includes(method.toUpperCase()) ? 0 : 1;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query;
  /** Send no Authorization header and never refresh (sign-in, public pages). */
  skipAuth?: true;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** The request outlives the page (a draft saved as the page is left). */
  keepalive?: true;
}

/** What the client needs from the rest of the app, set once by the shell. */
export interface ClientHooks {
  /** The UI language, sent as Accept-Language so server messages come translated. */
  language(): string;
  /**
   * The digits the user reads numbers in (`latn` or `arab`), sent as X-Digits so the numbers in
   * server messages (an approval limit, a balance) are written as the screens write theirs.
   */
  digits(): string;
  /** Translates a message key (for errors the server did not word, e.g. no connection). */
  translate(key: string): string;
  /** The session is over (refresh refused): sign out and send the user to /login. */
  sessionEnded(): void;
}

export interface ApiClientOptions {
  baseURL?: string;
  /** The fetch to use (tests pass a stub); default the global fetch. */
  fetch?: typeof globalThis.fetch;
  tokens?: TokenStore;
  hooks?: Partial<ClientHooks>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const defaultHooks: ClientHooks = {
  language: () => 'ar',
  digits: () => 'latn',
  translate: (key) => key,
  sessionEnded: () => undefined,
};

function cleanQuery(query: Query | undefined): Record<string, string> | undefined {
  if (!query) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== null && v !== '') out[k] = String(v);
  }
  return out;
}

function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? null;
}

/**
 * The REST client of the specification, on ofetch: base `/api` (or VITE_API_BASE), Bearer
 * `accessToken` unless a request skips auth, GET-like requests retried once on 408, 409, 425,
 * 429, 500, 502, 503 and 504 and POST/PUT/PATCH/DELETE never, 400-599 raised as `ApiError`
 * with the server's translated message, and a silent token refresh on 401 (one refresh in
 * flight at a time); when the refresh is refused the session ends.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const baseURL = options.baseURL ?? API_BASE;
  const tokens = options.tokens ?? new TokenStore();
  let hooks: ClientHooks = { ...defaultHooks, ...options.hooks };
  const $fetch = createFetch({
    fetch: options.fetch ?? ((...args) => globalThis.fetch(...args)),
  });

  let refreshing: Promise<string | null> | null = null;
  /** The last refresh got no answer at all (offline): the session is not over, only unreachable. */
  let refreshUnreachable = false;

  /** One refresh at a time: every caller waiting on a 401 shares the same attempt. */
  function refreshToken(): Promise<string | null> {
    refreshing ??= (async () => {
      try {
        const res = await $fetch<{ accessToken: string }>('/auth/refresh', {
          baseURL,
          method: 'POST',
          retry: false,
          credentials: 'include',
          headers: { 'accept-language': hooks.language() },
        });
        refreshUnreachable = false;
        tokens.set(res.accessToken);
        return res.accessToken;
      } catch (error) {
        refreshUnreachable = error instanceof FetchError && !error.status && !error.response;
        return null;
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  }

  /**
   * A refresh that failed: without a network the session goes on (a teacher offline keeps the
   * app, and the outbox sends once the server answers again); refused, it ends.
   */
  function refreshFailed(): ApiError {
    if (refreshUnreachable)
      return new ApiError(0, 'errors.network', hooks.translate('errors.network'));
    return endSession();
  }

  function endSession(): ApiError {
    tokens.set(null);
    hooks.sessionEnded();
    return new ApiError(401, 'errors.unauthorized', hooks.translate('errors.unauthorized'));
  }

  /** The token to send: refreshed first when it has already expired. */
  async function currentToken(): Promise<string | null> {
    const token = tokens.get();
    if (!token || !tokenExpired(token)) return token;
    const fresh = await refreshToken();
    if (!fresh) throw refreshFailed();
    return fresh;
  }

  function fetchOptions(
    method: Method,
    token: string | null,
    opts: RequestOptions,
    body?: unknown,
  ): FetchOptions<'json'> {
    const headers: Record<string, string> = {
      'accept-language': hooks.language(),
      'x-digits': hooks.digits(),
      ...opts.headers,
    };
    if (token && !opts.skipAuth) headers.authorization = `Bearer ${token}`;
    const query = cleanQuery(opts.query);
    return {
      baseURL,
      method,
      headers,
      credentials: 'include',
      retry: retriesFor(method),
      retryStatusCodes: [...RETRY_STATUS_CODES],
      ...(query ? { query } : {}),
      ...(opts.signal ? { signal: opts.signal } : {}),
      ...(opts.keepalive ? { keepalive: true } : {}),
      ...(body !== undefined ? { body: body as FetchOptions['body'] } : {}),
    };
  }

  function toError(error: unknown): ApiError {
    if (error instanceof ApiError) return error;
    if (error instanceof FetchError) {
      const status = error.status ?? error.response?.status ?? 0;
      if (status === 0) {
        if (error.cause instanceof Error && error.cause.name === 'AbortError') throw error.cause;
        return new ApiError(0, 'errors.network', hooks.translate('errors.network'));
      }
      return toApiError(status, error.data, hooks.translate);
    }
    if (error instanceof Error && error.name === 'AbortError') throw error;
    return new ApiError(0, 'errors.network', hooks.translate(statusMessageKey(0)));
  }

  async function send<T>(
    method: Method,
    path: string,
    opts: RequestOptions,
    body: unknown,
    raw: (options: FetchOptions<'json'>) => Promise<T>,
  ): Promise<T> {
    const token = opts.skipAuth ? null : await currentToken();
    try {
      return await raw(fetchOptions(method, token, opts, body));
    } catch (error) {
      const status = error instanceof FetchError ? error.status : undefined;
      if (status === 401 && !opts.skipAuth && token) {
        const fresh = await refreshToken();
        if (!fresh) throw refreshFailed();
        try {
          return await raw(fetchOptions(method, fresh, opts, body));
        } catch (again) {
          const st = again instanceof FetchError ? again.status : undefined;
          if (st === 401) throw endSession();
          throw toError(again);
        }
      }
      throw toError(error);
    }
  }

  function request<T>(method: Method, path: string, opts: RequestOptions = {}, body?: unknown) {
    return send<T>(method, path, opts, body, (o) => $fetch<T>(path, o));
  }

  return {
    get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, opts),
    post: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('POST', path, opts, body),
    put: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('PUT', path, opts, body),
    patch: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('PATCH', path, opts, body),
    delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),

    /** Sends a FormData body (files): POST, never retried. */
    upload: <T>(path: string, form: FormData, opts?: RequestOptions) =>
      request<T>('POST', path, opts, form),

    /** A file answer's bytes (a recording to play in the page), with the caller's rights. */
    async blob(path: string, opts: RequestOptions = {}): Promise<Blob> {
      const res = await send('GET', path, opts, undefined, (o) =>
        $fetch.raw(path, { ...o, responseType: 'blob' } as unknown as FetchOptions<'blob'>),
      );
      return res._data as Blob;
    },

    /** Downloads a file answer (an export) and saves it under `fileName` (or the server's). */
    async download(path: string, fileName?: string, opts: RequestOptions = {}): Promise<void> {
      const res = await send('GET', path, opts, undefined, (o) =>
        $fetch.raw(path, { ...o, responseType: 'blob' } as unknown as FetchOptions<'blob'>),
      );
      const blob = res._data as Blob;
      const name = fileName ?? fileNameFrom(res.headers.get('content-disposition')) ?? 'download';
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = name;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },

    /** Refreshes the access token now (used at start when the stored one has expired). */
    refresh: refreshToken,
    tokens,
    /** Connects the client to the shell (language, translations, sign-out). */
    configure(next: Partial<ClientHooks>): void {
      hooks = { ...hooks, ...next };
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's one client. Paths are relative to the API base: `api.get('/students')`. */
export const api: ApiClient = createApiClient();
