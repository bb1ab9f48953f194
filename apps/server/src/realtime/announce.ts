import type { ScopedRecord } from '../access/scope-condition.ts';
import type { RealtimeEvents } from './events.ts';

/**
 * The screens a module-owned table feeds: the first element of their query keys (`resource`,
 * e.g. `finance` for vouchers, balances and the journal alike) and the resources whose read
 * permission shows them (`readers`), which decide who hears of a change.
 */
export interface ScreenTopic {
  resource: string;
  readers: readonly string[];
}

/** One changed record of a module-owned table, with its place (country, centre...). */
export interface ModuleChange {
  id?: string | undefined;
  action: string;
  /** The record's place; only its country, centre, ring and student are read. */
  scope?: ScopedRecord | null | undefined;
}

/** The ledger's screens (balances, statements, trial balance, journal): `finance:read`. */
export const LEDGER_SCREENS: ScreenTopic = { resource: 'finance', readers: ['finance'] };

/**
 * Tells the open screens of each topic that a record of a module-owned table changed. Call it
 * after the transaction has committed, never inside it (a rolled-back write announces nothing)
 * and never on a refusal (a thrown error skips it). Tables written through the resource
 * engine's `withWrites` announce themselves; this is for the tables a module writes itself.
 */
export function announceChange(
  events: RealtimeEvents,
  topics: ScreenTopic | readonly ScreenTopic[],
  change: ModuleChange,
): void {
  const s = change.scope;
  const scope = s
    ? { countryId: s.countryId, centreId: s.centreId, ringId: s.ringId, studentId: s.studentId }
    : undefined;
  // Two topics keyed alike (a voucher's and the ledger's) make one event for their readers.
  const byResource = new Map<string, Set<string>>();
  for (const t of Array.isArray(topics) ? topics : [topics as ScreenTopic]) {
    const readers = byResource.get(t.resource) ?? new Set<string>();
    for (const r of t.readers) readers.add(r);
    byResource.set(t.resource, readers);
  }
  for (const [resource, readers] of byResource)
    events.changed({
      resource,
      readers: [...readers],
      id: change.id,
      action: change.action,
      scope,
    });
}
