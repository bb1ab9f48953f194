import type { WaitingLine, WaitingList } from '@qc/domain';
import type { AppContext } from '../../app-context.ts';
import {
  countAllWaiting,
  type WaitingAsk,
  type WaitingResult,
  type WaitingSource,
} from '../../metrics/waiting.ts';
import type { Caller } from '../../resources/resource-caller.ts';

/**
 * What waits for the caller's action, across the modules' declared sources (`waiting` of each
 * `ServerModule`): only the sources whose permission the caller holds, each counted inside the
 * caller's scope for it, all in one statement (`countAllWaiting`). A source that fails answers
 * its own error line; the others still do. `log` hears of each failing source, and of the
 * composed statement's failure with no key (the sources were then counted one by one).
 * The oldest waiting first, so the most overdue decision leads the dashboard.
 */
export async function waitingFor(
  ctx: AppContext,
  caller: Caller,
  sources: readonly WaitingSource[],
  log?: (err: unknown, key: string | null) => void,
): Promise<WaitingList> {
  const mine = sources.filter((s) => caller.access.can(s.permission));
  // A source whose statement cannot even be written answers its error without being counted.
  const asks = mine.map((s): WaitingAsk | { error: unknown } => {
    const scope = caller.access.scopeFor(s.permission);
    try {
      return { scope, query: s.query({ userId: caller.access.userId, scope }) };
    } catch (error) {
      return { error };
    }
  });
  const counted = await countAllWaiting(
    ctx.db,
    asks.filter((a): a is WaitingAsk => !('error' in a)),
    (err) => log?.(err, null),
  );
  let next = 0;
  const results = asks.map((a): WaitingResult =>
    'error' in a ? { ok: false, error: a.error } : counted[next++]!,
  );
  const items = mine.map((s, i): WaitingLine => {
    const line = { key: s.key, labelKey: s.labelKey, path: s.path };
    const r = results[i]!;
    if (r.ok) return { ...line, ...r.value };
    log?.(r.error, s.key);
    return { ...line, count: 0, oldestAt: null, error: 'metrics.failed' };
  });
  items.sort(
    (a, b) =>
      Number(b.count > 0) - Number(a.count > 0) ||
      (a.oldestAt ?? '9').localeCompare(b.oldestAt ?? '9') ||
      a.key.localeCompare(b.key),
  );
  return { items };
}
