/**
 * The chart of accounts. Five kinds; assets and expenses grow on the debit side, the other
 * three on the credit side. A cash box or a bank account is an asset account that lies in a
 * centre; income and expense categories and the system accounts (salaries payable, advances
 * receivable, the exchange position, cash over/short) belong to the whole organisation.
 */
export const ACCOUNT_KINDS = ['asset', 'liability', 'income', 'expense', 'fund_balance'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** What an account is for, beyond its kind. */
export const ACCOUNT_ROLES = [
  'cash_box',
  'bank',
  'category',
  'receivable',
  'payable',
  'exchange',
  'over_short',
  'opening',
] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** Does the kind grow with debits (assets, expenses)? */
export function isDebitNormal(kind: AccountKind): boolean {
  return kind === 'asset' || kind === 'expense';
}

/** Boxes and banks hold money: they may not go below zero and they lie in a centre. */
export function holdsMoney(role: AccountRole): boolean {
  return role === 'cash_box' || role === 'bank';
}

/** Signed balance of an account from its debit and credit totals, in its normal direction. */
export function normalBalance(kind: AccountKind, debit: number, credit: number): number {
  return isDebitNormal(kind) ? debit - credit : credit - debit;
}

/**
 * Codes of the accounts every organisation has; modules post to them by code
 * (`accountByCode`), never by a stored id.
 */
export const SYSTEM_ACCOUNTS = {
  exchange: '3900',
  overShort: '5990',
  salariesPayable: '2100',
  advancesReceivable: '1300',
  studentsReceivable: '1310',
  opening: '3000',
} as const;
