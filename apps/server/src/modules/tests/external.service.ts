import {
  tokenize,
  type ExternalRequestInput,
  type ExternalRequestRow,
  type TestKindCode,
} from '@qc/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../http/errors.ts';
import { isoTimestamp } from '../../resources/kind-storage.ts';
import type { Caller, RequestMeta } from '../../resources/resource-caller.ts';
import { withWrites } from '../../resources/resource.service.ts';
import { insertOwned, lockOwned, nobodyCaller, updateOwned } from '../../workflow/index.ts';
import {
  externalRequestById,
  externalRequestsPage,
  externalRequestsTable,
  externalRequestValues,
  type ExternalRequestStored,
} from './external.repository.ts';

/**
 * A signed-out visitor's request, through the workflow kit for nobody (the visitor's request):
 * its search words, its `create` audit entry with no actor and its change event.
 */
export async function submitExternalRequest(
  ctx: AppContext,
  input: ExternalRequestInput,
  request: RequestMeta,
) {
  await withWrites(ctx, nobodyCaller(request), (w) =>
    insertOwned(w, externalRequestsTable, externalRequestValues(input)),
  );
}

function toRow(x: { e: ExternalRequestStored; decidedByName: string | null }): ExternalRequestRow {
  const e = x.e;
  return {
    id: e.id,
    fullName: e.fullName,
    gender: e.gender as 'male' | 'female',
    countryName: e.countryName,
    city: e.city,
    phone: e.phone,
    email: e.email,
    category: e.category as TestKindCode,
    portionText: e.portionText,
    notes: e.notes,
    language: e.language as ExternalRequestRow['language'],
    state: e.state as ExternalRequestRow['state'],
    receivedAt: isoTimestamp(e.createdAt)!,
    decidedAt: isoTimestamp(e.decidedAt),
    decidedByName: x.decidedByName,
    reason: e.reason,
  };
}

/** External requests are organisation-wide (they come from outside every centre). */
export async function listExternalRequests(
  db: Db,
  f: {
    page: number;
    pageSize: number;
    state: 'new' | 'accepted' | 'rejected' | 'all';
    q?: string | undefined;
  },
) {
  const { items, total } = await externalRequestsPage(db, {
    page: f.page,
    pageSize: f.pageSize,
    state: f.state,
    words: f.q ? tokenize(f.q) : [],
  });
  return { items: items.map(toRow), total };
}

export async function decideExternalRequest(
  ctx: AppContext,
  caller: Caller,
  id: string,
  input: { decision: 'accept' | 'reject'; reason?: string | null | undefined },
) {
  await withWrites(ctx, caller, async (w) => {
    // Organisation-wide: whoever may decide (the route's `tests:approve`) sees every request.
    const row = await lockOwned(w, externalRequestsTable, id, undefined);
    if (row.state !== 'new') throw conflict('tests.external.alreadyDecided');
    const reason = input.reason ?? null;
    await updateOwned(
      w,
      externalRequestsTable,
      row,
      {
        state: input.decision === 'accept' ? 'accepted' : 'rejected',
        decidedAt: new Date().toISOString(),
        decidedBy: caller.access.userId,
        reason,
      },
      { audit: { action: input.decision, reason } },
    );
  });
  return toRow((await externalRequestById(ctx.db, id))!);
}
