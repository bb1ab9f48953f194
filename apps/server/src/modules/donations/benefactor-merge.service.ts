import {
  DONATION_LIFECYCLE,
  type BenefactorDuplicate,
  type BenefactorMergeResult,
} from '@qc/domain';
import { recordInScope } from '../../access/scope-condition.ts';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, forbidden, notFound } from '../../http/errors.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites } from '../../resources/resource.service.ts';
import {
  holdingsOf,
  lockBenefactor,
  lockDonationsOf,
  type BenefactorRow,
} from './benefactor-merge.repository.ts';
import {
  donationsTable,
  donationsWhere,
  findBenefactor,
  findDuplicateBenefactors,
} from './donations.repository.ts';
import { transitionIn } from '../../workflow/index.ts';

/** The permission of the merge route; the scope every record touched must lie in. */
export const MERGE_PERMISSION = 'donations:update';

const field = (name: string, code: string) =>
  new AppError(400, code, undefined, { [name]: { code } });

/**
 * Benefactors are organisation-wide records (no scope columns): the write core lets a caller
 * change them only with an organisation-wide grant of the permission, so the merge asks the
 * same before touching anything; the donations it moves must lie in that scope too.
 */
function reaches(caller: Caller, permission: string): boolean {
  return caller.access.scopeFor(permission).all;
}

/** Contact fields the kept record takes from the duplicate when its own are empty. */
const CONTACT_FIELDS = ['phone', 'email', 'countryId', 'notes'] as const;
const SENSITIVE = new Set(['phone', 'email']);

/**
 * Merges the duplicate `id` into `intoId`, in one transaction: the duplicate's donations move
 * to the kept benefactor (their payments, instalments and sponsorship matches follow them, and
 * each donation's history records the move), the kept one's empty contact fields are filled
 * from the duplicate (phone and e-mail only for a caller holding `donations:sensitive`), and the
 * duplicate is archived through the write core with `merged_into_id` (audit action `merge`,
 * its reason saying what moved). A refusal writes nothing.
 */
export async function mergeBenefactors(
  ctx: AppContext,
  caller: Caller,
  id: string,
  intoId: string,
): Promise<BenefactorMergeResult> {
  if (id === intoId) throw field('intoId', 'donations.errors.mergeSelf');
  return withWrites(ctx, caller, async (w) => {
    const scope = caller.access.scopeFor(MERGE_PERMISSION);
    // Lock both in a fixed order so that two merges of the same pair cannot deadlock.
    const [first, second] = [id, intoId].sort();
    const locked = new Map<string, BenefactorRow | undefined>([
      [first!, await lockBenefactor(w.tx, first!)],
      [second!, await lockBenefactor(w.tx, second!)],
    ]);
    const dup = locked.get(id);
    const kept = locked.get(intoId);
    if (!dup) throw notFound();
    if (!reaches(caller, MERGE_PERMISSION)) throw forbidden();
    if (dup.archivedAt || dup.mergedIntoId) throw conflict('donations.errors.mergeSource');
    if (!kept) throw field('intoId', 'errors.notFound');
    if (kept.archivedAt || kept.mergedIntoId) throw field('intoId', 'donations.errors.mergeTarget');

    const moving = await lockDonationsOf(w.tx, id);
    if (moving.some((d) => !recordInScope(scope, d))) throw forbidden();
    const moved = (await holdingsOf(w.tx, [id])).get(id)!;

    const sensitive = caller.access.can('donations:sensitive');
    const fill: Record<string, unknown> = {};
    for (const name of CONTACT_FIELDS) {
      if (SENSITIVE.has(name) && !sensitive) continue;
      const mine = kept[name];
      const theirs = dup[name];
      if ((mine == null || mine === '') && theirs != null && theirs !== '') fill[name] = theirs;
    }
    const reason = `${dup.fullName} → ${kept.fullName}: ${moved.donations} donations, ${moved.payments} payments, ${moved.matches} sponsorships`;
    if (Object.keys(fill).length > 0)
      await w.update('benefactors', intoId, fill, {
        scope,
        system: true,
        audit: { action: 'merge', reason },
      });
    // Each donation moves through the workflow kit (the lifecycle's `merge`, keeping its state):
    // a `merged` history row, an audit entry and its change event.
    for (const d of moving)
      await transitionIn(w, {
        binding: donationsTable,
        lifecycle: DONATION_LIFECYCLE,
        action: 'merge',
        id: d.id,
        visible: donationsWhere(scope),
        work: async (_w, row) => ({
          ...(DONATION_LIFECYCLE.isState(row.state) ? { to: row.state } : {}),
          changes: { benefactorId: intoId },
          event: { detail: `${dup.id} → ${kept.id}` },
        }),
      });
    await w.archive('benefactors', id, {
      scope,
      system: true,
      extraColumns: { mergedIntoId: intoId },
      audit: { action: 'merge', reason },
    });
    return { keptId: intoId, mergedId: id, moved, filled: Object.keys(fill) };
  });
}

/** The look-alikes of a benefactor with their reasons and what a merge of each would move. */
export async function duplicatesOf(db: Db, id: string): Promise<{ items: BenefactorDuplicate[] }> {
  const b = await findBenefactor(db, id);
  if (!b) throw notFound();
  const found = await findDuplicateBenefactors(db, b, id);
  const holdings = await holdingsOf(
    db,
    found.map((d) => d.benefactor.id),
  );
  return {
    items: found.map((d) => ({
      id: d.benefactor.id,
      fullName: d.benefactor.fullName,
      reasons: d.reasons,
      ...holdings.get(d.benefactor.id)!,
    })),
  };
}
