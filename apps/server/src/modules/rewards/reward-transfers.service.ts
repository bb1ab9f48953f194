import { randomUUID } from 'node:crypto';
import {
  paymentRefusal,
  REWARD_LIFECYCLE,
  transferCreateInput,
  transferListQuery,
  transferReverseInput,
  transferSourcesQuery,
  type ListPage,
  type RewardTransferRow,
  type TransferSources,
} from '@qc/domain';
import { recordInScope } from '../../access/scope-condition.ts';
import type { ScopedRecord } from '../../access/scope-condition.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError, conflict, notFound, parseInput, validationFailed } from '../../http/errors.ts';
import { LEDGER_SCREENS, type ScreenTopic } from '../../realtime/announce.ts';
import type { Caller } from '../../resources/resource-caller.ts';
import { withWrites, type Writes } from '../../resources/resource.service.ts';
import { auditActionIn, transitionIn } from '../../workflow/index.ts';
import { postRewardTransfer, reverseRewardTransfer } from './ledger-port.ts';
import {
  accountById,
  activeFunds,
  boxesAndBanks,
  fundById,
  insertReversal,
  insertTransfer,
  lockTransfer,
  transferIdIs,
  transferReversed,
  transferRows,
  transfersIn,
} from './reward-transfers.repository.ts';
import {
  centreById,
  lockRewardsToPay,
  rewardIdsPaidBy,
  rewardsPaidBy,
  rewardsPlacedIn,
  rewardsTable,
  type RewardDbRow,
} from './rewards.repository.ts';

/**
 * The transfers screen and its sources key their queries on `rewards` (rewards-api.ts), like
 * the rewards lists; `reward-transfers:read` is what shows it.
 */
const TRANSFER_SCREENS: ScreenTopic = { resource: 'rewards', readers: ['reward-transfers'] };

/**
 * Tells, after the commit, the transfers screen and the ledger's (the box paid from or back to)
 * that a transfer changed. Each reward it pays or unpays is announced by the workflow kit.
 */
function announceTransfer(w: Writes, id: string, action: string, place: ScopedRecord) {
  const scope = { countryId: place.countryId, centreId: place.centreId };
  for (const topic of [TRANSFER_SCREENS, LEDGER_SCREENS])
    w.announce({ resource: topic.resource, readers: topic.readers, id, action, scope });
}

const selfPayment = () => new AppError(403, 'rewards.errors.selfPayment');

/** A fund pays rewards when it is unrestricted or lists the `rewards` use. */
const fundAllowsRewards = (f: { restricted: boolean; allowedUses: string[] }) =>
  !f.restricted || f.allowedUses.includes('rewards');

export async function listTransfers(
  ctx: AppContext,
  caller: Caller,
  raw: unknown,
): Promise<ListPage<RewardTransferRow>> {
  const f = parseInput(transferListQuery, raw);
  const { items, total } = await transferRows(
    ctx.db,
    transfersIn(caller.access.scopeFor('reward-transfers:read'), f.centreId),
    caller.locale,
    f,
  );
  return { items, total, page: f.page, pageSize: f.pageSize };
}

async function readTransfer(ctx: AppContext, caller: Caller, id: string) {
  const { items } = await transferRows(ctx.db, transferIdIs(id), caller.locale, {
    page: 1,
    pageSize: 1,
  });
  if (!items[0]) throw notFound('rewards.errors.transferNotFound');
  return items[0];
}

/**
 * The boxes and banks of a centre in a currency, within the caller's `reward-transfers:create`
 * scope, and the active funds that may pay rewards (a picker: small, unpaged).
 */
export async function transferSources(
  ctx: AppContext,
  caller: Caller,
  raw: unknown,
): Promise<TransferSources> {
  const f = parseInput(transferSourcesQuery, raw);
  const scope = caller.access.scopeFor('reward-transfers:create');
  const centre = await centreById(ctx.db, f.centreId);
  if (!centre || !recordInScope(scope, { countryId: centre.countryId, centreId: centre.id }))
    return { accounts: [], funds: [] };
  const name = (r: { nameAr: string; nameEn: string; nameFr: string }) =>
    ({ ar: r.nameAr, en: r.nameEn, fr: r.nameFr })[caller.locale];
  const accounts = await boxesAndBanks(ctx.db, centre.id, f.currency);
  const funds = await activeFunds(ctx.db);
  return {
    accounts: accounts.map((a) => ({ id: a.id, name: `${a.code} ${name(a)}` })),
    funds: funds.filter(fundAllowsRewards).map((x) => ({ id: x.id, name: name(x) })),
  };
}

/**
 * Pays approved money rewards of one centre and currency in one transaction: the ledger entry
 * (rewards expense / the box, in the chosen fund), the transfer and its items, and each reward's
 * `pay` through the workflow kit (paid with the transfer and entry, its history line, its audit
 * entry and change event). Every reward is checked before anything is written, so any refusal
 * writes nothing.
 */
export async function createTransfer(
  ctx: AppContext,
  caller: Caller,
  raw: unknown,
): Promise<RewardTransferRow> {
  const input = parseInput(transferCreateInput, raw);
  const userId = caller.access.userId;
  const visible = rewardsPlacedIn(caller.access.scopeFor('reward-transfers:create'));
  const ids = [...new Set(input.rewardIds)];
  const transferId = randomUUID();
  await withWrites(ctx, caller, async (w) => {
    const tx = w.tx;
    const chosen = await lockRewardsToPay(tx, ids, visible);
    if (chosen.length !== ids.length) throw notFound('rewards.errors.notFound');
    const payable = (r: RewardDbRow) =>
      REWARD_LIFECYCLE.can(r.state, 'pay') && r.amount != null && !!r.currency && !r.transferId;
    if (!chosen.every(payable)) throw conflict('rewards.errors.notPayable');
    // Separation of duties: whoever approved a reward does not pay it, nor does its beneficiary.
    if (chosen.some((r) => paymentRefusal(r, userId))) throw selfPayment();
    const first = chosen[0]!;
    if (chosen.some((r) => r.centreId !== first.centreId || r.currency !== first.currency))
      throw validationFailed({ rewardIds: { code: 'rewards.errors.mixed' } });
    const currency = first.currency!;
    const fund = await fundById(tx, input.fundId);
    if (!fund || fund.archivedAt || !fundAllowsRewards(fund))
      throw validationFailed({ fundId: { code: 'rewards.errors.fund' } });
    const account = await accountById(tx, input.accountId);
    if (
      !account ||
      account.archivedAt ||
      (account.role !== 'cash_box' && account.role !== 'bank') ||
      account.centreId !== first.centreId ||
      account.currency !== currency
    )
      throw validationFailed({ accountId: { code: 'rewards.errors.account' } });
    const total = chosen.reduce((s, r) => s + r.amount!, 0);
    const paidOn = input.paidOn ?? new Date().toISOString().slice(0, 10);
    const entry = await postRewardTransfer(tx, caller, {
      transferId,
      entryDate: paidOn,
      accountId: account.id,
      fundId: fund.id,
      currency,
      total,
      memo: input.memo?.trim() || `مكافآت (${chosen.length})`,
    });
    await insertTransfer(
      tx,
      {
        id: transferId,
        countryId: first.countryId,
        centreId: first.centreId,
        currency,
        total,
        fundId: fund.id,
        accountId: account.id,
        paidOn,
        memo: input.memo?.trim() || null,
        entryId: entry.id,
        createdBy: userId,
      },
      chosen.map((r) => ({ rewardId: r.id, amount: r.amount! })),
    );
    const paid = { transferId, entryId: entry.id };
    for (const r of chosen)
      await transitionIn(w, {
        binding: rewardsTable,
        lifecycle: REWARD_LIFECYCLE,
        action: 'pay',
        id: r.id,
        visible,
        missing: () => notFound('rewards.errors.notFound'),
        wrongState: () => conflict('rewards.errors.notPayable'),
        // Within the transfer's reach by `visible`; the separation of duties is the refusal.
        refusal: (row) => (paymentRefusal(row, userId) ? selfPayment() : undefined),
        work: async () => ({ changes: paid, event: paid }),
      });
    // The transfer is append-only and has no version, so no binding: its action is audited alone.
    await auditActionIn(w, {
      action: 'create',
      resource: 'reward-transfers',
      recordId: transferId,
      newValues: { rewards: ids.length, total, currency, fundId: fund.id, entryId: entry.id },
    });
    announceTransfer(w, transferId, 'created', first);
  });
  return readTransfer(ctx, caller, transferId);
}

/**
 * Reverses a transfer: the ledger's reversal of its entry (once), a reversal record, and each of
 * its rewards `unpay`ed through the workflow kit (back to approved, without transfer, with its
 * `unpaid` history line, audit entry and change event). The transfer stays as it was.
 */
export async function reverseTransfer(
  ctx: AppContext,
  caller: Caller,
  id: string,
  raw: unknown,
): Promise<RewardTransferRow> {
  const { reason } = parseInput(transferReverseInput, raw);
  const scope = caller.access.scopeFor('reward-transfers:update');
  await withWrites(ctx, caller, async (w) => {
    const tx = w.tx;
    const t = await lockTransfer(tx, id, transfersIn(scope));
    if (!t) throw notFound('rewards.errors.transferNotFound');
    if (await transferReversed(tx, id)) throw conflict('rewards.errors.alreadyReversed');
    const entryId = await reverseRewardTransfer(tx, caller, t.entryId, reason);
    await insertReversal(tx, { transferId: id, entryId, reason, byUserId: caller.access.userId });
    const back = await rewardIdsPaidBy(tx, id);
    for (const rewardId of back)
      await transitionIn(w, {
        binding: rewardsTable,
        lifecycle: REWARD_LIFECYCLE,
        action: 'unpay',
        id: rewardId,
        visible: rewardsPaidBy(id),
        work: async () => ({
          changes: { transferId: null, entryId: null },
          reason,
          event: { transferId: id, entryId },
        }),
      });
    await auditActionIn(w, {
      action: 'reverse',
      resource: 'reward-transfers',
      recordId: id,
      newValues: { reversalEntryId: entryId, rewards: back.length },
      reason,
    });
    announceTransfer(w, id, 'reversed', t);
  });
  return readTransfer(ctx, caller, id);
}
