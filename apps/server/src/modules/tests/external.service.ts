import {
  tokenize,
  type ExternalRequestInput,
  type ExternalRequestRow,
  type TestKindCode,
} from '@qc/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { isoTimestamp } from '../../resources/kind-storage.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites } from '../../resources/resource.service.ts';
import {
  externalRequestById,
  externalRequestsPage,
  insertExternalRequest,
  lockExternalRequest,
  setExternalDecision,
  type ExternalRequestStored,
} from './external.repository.ts';

export async function submitExternalRequest(ctx: AppContext, input: ExternalRequestInput) {
  await insertExternalRequest(ctx.db, input);
  ctx.events.changed({ resource: 'tests', action: 'created' });
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
    const row = await lockExternalRequest(w.tx, id);
    if (!row) throw notFound();
    if (row.state !== 'new') throw conflict('tests.external.alreadyDecided');
    await setExternalDecision(w.tx, id, {
      state: input.decision === 'accept' ? 'accepted' : 'rejected',
      decidedAt: new Date().toISOString(),
      decidedBy: caller.access.userId,
      reason: input.reason ?? null,
    });
  });
  return toRow((await externalRequestById(ctx.db, id))!);
}
