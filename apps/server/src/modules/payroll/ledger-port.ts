import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { findCashBox } from './payroll.repository.ts';
import { accountByCode, fundByCode, postEntry, type LedgerActor } from '../../ledger/index.ts';

/**
 * What the people's side of finance posts to the ledger, in its own words: one balanced entry
 * per business event. This file is the only place that speaks to the ledger's posting function
 * (docs/payroll.md, "Postings"); all of it is in the general fund.
 */
export type PeoplePosting =
  | {
      kind: 'payroll';
      sourceId: string;
      entryDate: string;
      currency: string;
      gross: number;
      deductions: number;
      advanceDeduction: number;
      net: number;
      memo: string;
    }
  | {
      kind: 'advance-granted';
      sourceId: string;
      entryDate: string;
      currency: string;
      amount: number;
      memo: string;
    }
  | {
      kind: 'advance-cash-repayment' | 'fee-paid' | 'stipend-paid';
      sourceId: string;
      entryDate: string;
      centreId: string | null;
      currency: string;
      amount: number;
      memo: string;
    }
  | {
      kind: 'fees-charged' | 'stipends-charged';
      sourceId: string;
      entryDate: string;
      currency: string;
      amount: number;
      memo: string;
    };

/** The chart's accounts this module posts to (seeded by the ledger's migration). */
const ACCOUNTS = {
  advancesReceivable: '1300',
  studentsReceivable: '1310',
  salariesPayable: '2100',
  stipendsPayable: '2200',
  salariesExpense: '5100',
  stipendsExpense: '5400',
  studentFees: '4300',
} as const;

/** The centre's active cash box in the currency, or a translated refusal. */
async function cashBox(tx: Db, centreId: string | null, currency: string): Promise<string> {
  if (!centreId) throw new AppError(409, 'payroll.ledger.noCashBox', { currency });
  const box = await findCashBox(tx, centreId, currency);
  if (!box) throw new AppError(409, 'payroll.ledger.noCashBox', { currency });
  return box.id;
}

const KIND = {
  payroll: 'payroll',
  'advance-granted': 'advance',
  'advance-cash-repayment': 'advance',
  'fees-charged': 'student_money',
  'stipends-charged': 'student_money',
  'fee-paid': 'student_money',
  'stipend-paid': 'student_money',
} as const;

const PERMISSION = {
  payroll: 'salaries:approve',
  'advance-granted': 'advances:create',
  'advance-cash-repayment': 'advances:update',
  'fees-charged': 'student-money:create',
  'stipends-charged': 'student-money:create',
  'fee-paid': 'student-money:create',
  'stipend-paid': 'student-money:create',
} as const;

/**
 * Posts one entry inside the caller's transaction and returns its id; the same idempotency
 * key posts once (a retry gets the first entry back). Lines, debit first:
 * - payroll: salaries expense (gross) / advances receivable (instalments taken) and salaries
 *   payable (the rest: net pay and the deductions withheld, paid out by payment vouchers);
 * - advance granted: advances receivable / salaries payable (handed over by a payment voucher);
 * - advance repaid in cash: the centre's cash box / advances receivable;
 * - fees charged: students receivable / student fees; fee paid: cash box / students receivable;
 * - stipends charged: student stipends / stipends payable; stipend paid: stipends payable / box.
 */
export async function postPeopleEntry(
  tx: Db,
  actor: LedgerActor,
  p: PeoplePosting,
  idempotencyKey: string,
): Promise<string | null> {
  const acc = async (code: string) => {
    const row = await accountByCode(tx, code);
    if (!row) throw new AppError(409, 'payroll.ledger.unavailable');
    return row.id;
  };
  const fund = await fundByCode(tx, 'GENERAL');
  if (!fund) throw new AppError(409, 'payroll.ledger.unavailable');
  const fundId = fund.id;
  const line = (accountId: string, debit: number, credit: number) => ({
    accountId,
    fundId,
    currency: p.currency,
    debit,
    credit,
  });
  let lines: Array<ReturnType<typeof line>>;
  switch (p.kind) {
    case 'payroll': {
      const payable = p.gross - p.advanceDeduction;
      lines = [
        line(await acc(ACCOUNTS.salariesExpense), p.gross, 0),
        ...(p.advanceDeduction > 0
          ? [line(await acc(ACCOUNTS.advancesReceivable), 0, p.advanceDeduction)]
          : []),
        ...(payable > 0 ? [line(await acc(ACCOUNTS.salariesPayable), 0, payable)] : []),
      ];
      if (p.gross === 0) return null;
      break;
    }
    case 'advance-granted':
      lines = [
        line(await acc(ACCOUNTS.advancesReceivable), p.amount, 0),
        line(await acc(ACCOUNTS.salariesPayable), 0, p.amount),
      ];
      break;
    case 'advance-cash-repayment':
      lines = [
        line(await cashBox(tx, p.centreId, p.currency), p.amount, 0),
        line(await acc(ACCOUNTS.advancesReceivable), 0, p.amount),
      ];
      break;
    case 'fees-charged':
      lines = [
        line(await acc(ACCOUNTS.studentsReceivable), p.amount, 0),
        line(await acc(ACCOUNTS.studentFees), 0, p.amount),
      ];
      break;
    case 'stipends-charged':
      lines = [
        line(await acc(ACCOUNTS.stipendsExpense), p.amount, 0),
        line(await acc(ACCOUNTS.stipendsPayable), 0, p.amount),
      ];
      break;
    case 'fee-paid':
      lines = [
        line(await cashBox(tx, p.centreId, p.currency), p.amount, 0),
        line(await acc(ACCOUNTS.studentsReceivable), 0, p.amount),
      ];
      break;
    case 'stipend-paid':
      lines = [
        line(await acc(ACCOUNTS.stipendsPayable), p.amount, 0),
        line(await cashBox(tx, p.centreId, p.currency), 0, p.amount),
      ];
      break;
  }
  const entry = await postEntry(
    tx,
    actor,
    {
      entryDate: p.entryDate,
      kind: KIND[p.kind],
      memo: p.memo,
      source: { module: 'payroll', id: p.sourceId },
      lines,
    },
    { idempotencyKey, permission: PERMISSION[p.kind] },
  );
  return entry.id;
}
