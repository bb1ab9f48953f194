import { COMPETITIONS_API, type FormAnswers, type JudgingView, type SheetEvent } from '@qc/domain';
import { api } from '../../app/http/client.ts';
import { contractPath as path } from '../../app/http/contract-path.ts';
import type { OutboxEntry } from '../../app/offline/offline-db.ts';
import { withOfflineCopy } from '../../app/offline/offline-data.ts';
import { outbox } from '../../app/offline/outbox.ts';

/**
 * A judge's sheet on the shared offline services (docs/offline.md): a draft saved with no
 * network goes to the outbox (one entry per contestant, the latest draft folded in while it
 * waits) and is sent with an idempotency key when the connection is back; the panel's view is
 * kept on the device so the sheet opens offline. Submitting needs the connection.
 */

export const SHEET_KIND = 'competitions.sheet';
export const sheetGroup = (nominationId: string) => `${SHEET_KIND}:${nominationId}`;

/** A draft as PUT /api/competition-sheets takes it; `total` is only for the outbox's list. */
export interface SheetDraft {
  nominationId: string;
  events: SheetEvent[];
  marks: Record<string, number>;
  formAnswers: FormAnswers;
  version?: number;
  total?: number | null;
}

/** Queues a draft saved with no network (or while an earlier one of the sheet still waits). */
export function queueSheet(
  userId: string,
  draft: SheetDraft,
  drawNumber: number,
): Promise<OutboxEntry> {
  const label = { key: 'offline.kind.judgeSheet', values: { n: drawNumber } };
  return outbox.add(
    {
      kind: SHEET_KIND,
      group: sheetGroup(draft.nominationId),
      method: 'PUT',
      path: path(COMPETITIONS_API.sheet),
      body: draft,
      label,
      userId,
    },
    // The latest draft replaces the waiting one, on the version the first was made on.
    (waiting) => {
      const base = (waiting.body as SheetDraft).version;
      return { body: { ...draft, ...(base !== undefined ? { version: base } : {}) }, count: 1 };
    },
  );
}

/** The draft still waiting for a contestant's sheet, if any. */
export function queuedSheet(
  entries: OutboxEntry[],
  userId: string | null,
  nominationId: string,
): OutboxEntry | null {
  const group = sheetGroup(nominationId);
  return (
    entries.find((e) => e.kind === SHEET_KIND && e.group === group && e.userId === userId) ?? null
  );
}

/** The judge's panel view: from the server, kept; offline, the kept copy. */
export const judgingOffline = (categoryId: string) =>
  withOfflineCopy<JudgingView>(`competitions:judging:${categoryId}`, () =>
    api.get<JudgingView>(path(COMPETITIONS_API.judging).replace(':categoryId', categoryId)),
  );
