import type { Db } from '../../db/client.ts';
import { liveFigures, type LiveFigures } from './site.repository.ts';

/** How long the public figures are reused before they are counted again. */
export const FIGURES_TTL_MS = 60_000;

let cached: { at: number; value: Promise<LiveFigures>; db: Db } | null = null;

/**
 * The organisation's live figures (counts only), computed by the server and cached briefly so
 * that a busy home page does not count every table on every visit.
 */
export function cachedFigures(db: Db, now = Date.now()): Promise<LiveFigures> {
  if (cached && cached.db === db && now - cached.at < FIGURES_TTL_MS) return cached.value;
  const value = liveFigures(db);
  cached = { at: now, value, db };
  value.catch(() => {
    if (cached?.value === value) cached = null;
  });
  return value;
}

/** Forgets the cached figures (tests, and after the demo data is loaded). */
export function resetFiguresCache(): void {
  cached = null;
}
