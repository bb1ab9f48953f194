import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { accountByCode, postEntry, reverseEntry, type LedgerActor } from '../../ledger/index.ts';

/**
 * What the rewards module posts to the ledger: the only file of the module that speaks to it
 * (docs/rewards.md, "Postings"). A transfer is one balanced entry: the rewards expense category
 * (5600, purpose `rewards`) debited, the centre's cash box or bank credited, both lines in the
 * fund the accountant chose; the ledger refuses a restricted fund that does not allow rewards,
 * a box going below zero, a closed month, a box outside the caller's scope.
 */
const REWARDS_EXPENSE = '5600';
const PERMISSION = 'reward-transfers:create';

export async function postRewardTransfer(
  tx: Db,
  actor: LedgerActor,
  t: {
    transferId: string;
    entryDate: string;
    accountId: string;
    fundId: string;
    currency: string;
    total: number;
    memo: string;
  },
): Promise<{ id: string; number: number | null }> {
  const expense = await accountByCode(tx, REWARDS_EXPENSE);
  if (!expense) throw new AppError(409, 'payroll.ledger.unavailable');
  const line = (accountId: string, debit: number, credit: number) => ({
    accountId,
    fundId: t.fundId,
    currency: t.currency,
    debit,
    credit,
  });
  const entry = await postEntry(
    tx,
    actor,
    {
      entryDate: t.entryDate,
      kind: 'reward',
      memo: t.memo,
      source: { module: 'rewards', id: t.transferId },
      lines: [line(expense.id, t.total, 0), line(t.accountId, 0, t.total)],
    },
    { idempotencyKey: `reward-transfer:${t.transferId}`, permission: PERMISSION },
  );
  return { id: entry.id, number: entry.number };
}

/** Reverses a transfer's entry (the ledger's reversal: once, never a reversal's). */
export async function reverseRewardTransfer(
  tx: Db,
  actor: LedgerActor,
  entryId: string,
  reason: string,
): Promise<string> {
  const entry = await reverseEntry(tx, actor, entryId, reason, {
    permission: 'reward-transfers:update',
  });
  return entry.id;
}
