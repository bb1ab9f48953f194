import type { WaitingLine, WaitingList } from '@qc/domain';
import type { AppContext } from '../../app-context.ts';
import type { WaitingSource } from '../../metrics/waiting.ts';
import type { Caller } from '../../resources/resource-caller.ts';

/**
 * What waits for the caller's action, across the modules' declared sources (`waiting` of each
 * `ServerModule`): only the sources whose permission the caller holds, each counted inside the
 * caller's scope for it. A source that fails answers its own error line; the others still do.
 * The oldest waiting first, so the most overdue decision leads the dashboard.
 */
export async function waitingFor(
  ctx: AppContext,
  caller: Caller,
  sources: readonly WaitingSource[],
  log?: (err: unknown, key: string) => void,
): Promise<WaitingList> {
  const mine = sources.filter((s) => caller.access.can(s.permission));
  const items = await Promise.all(
    mine.map(async (s): Promise<WaitingLine> => {
      const line = { key: s.key, labelKey: s.labelKey, path: s.path };
      try {
        const got = await s.count(ctx.db, {
          userId: caller.access.userId,
          scope: caller.access.scopeFor(s.permission),
        });
        return { ...line, ...got };
      } catch (err) {
        log?.(err, s.key);
        return { ...line, count: 0, oldestAt: null, error: 'metrics.failed' };
      }
    }),
  );
  items.sort(
    (a, b) =>
      Number(b.count > 0) - Number(a.count > 0) ||
      (a.oldestAt ?? '9').localeCompare(b.oldestAt ?? '9') ||
      a.key.localeCompare(b.key),
  );
  return { items };
}
