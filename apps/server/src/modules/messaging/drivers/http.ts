import { PermanentSendError, TransientSendError } from './types.ts';

const TIMEOUT_MS = 15_000;

/**
 * One HTTPS call to a provider with a timeout. A network failure, a timeout, 429 and 5xx are
 * transient (the job tries again with backoff); the answer is returned otherwise, for the driver
 * to judge.
 */
export async function callProvider(
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; text: string }> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new TransientSendError(`network: ${error instanceof Error ? error.message : 'failed'}`);
  }
  const text = await res.text().catch(() => '');
  if (res.status === 429 || res.status >= 500)
    throw new TransientSendError(`HTTP ${res.status}: ${text.slice(0, 300)}`);
  return { status: res.status, text };
}

export function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** A value at a dot path of a JSON answer (`messages.0.id`). */
export function pathValue(value: unknown, path: string): unknown {
  let at: unknown = value;
  for (const key of path.split('.').filter(Boolean)) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

export function header(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  const v = headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}

export { PermanentSendError, TransientSendError };
