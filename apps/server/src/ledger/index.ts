// The ledger: the one way any module posts money (docs/finance.md).
export {
  postEntry,
  reverseEntry,
  balanceOf,
  accountInScope,
  moneyText,
  currencyText,
  type LedgerActor,
  type PostOptions,
  type PostedEntry,
  type BalanceQuery,
  type BalanceAnswer,
} from './ledger.service.ts';
export {
  accountByCode,
  fundByCode,
  rateAt,
  type JournalEntryRow,
  type JournalLineRow,
} from './ledger.repository.ts';
