import { normalizeArabic } from '../text/arabic-normalize.ts';

/**
 * Pure rules of donations: the lists a donation type keeps as text, the instalment schedule of
 * a pledge, the keys that find duplicate benefactors and sponsorship coverage.
 */

/** "TRY, usd" → ['TRY', 'USD']; empty → []; a malformed list → null. */
export function parseCurrencyList(text: string | null | undefined): string[] | null {
  if (!text || !text.trim()) return [];
  const codes = text.split(',').map((c) => c.trim().toUpperCase());
  if (codes.some((c) => !/^[A-Z]{3}$/.test(c))) return null;
  return [...new Set(codes)];
}

/** "100, 250" → [100, 250] (whole units); empty → []; a malformed list → null. */
export function parseSuggestedAmounts(text: string | null | undefined): number[] | null {
  if (!text || !text.trim()) return [];
  const parts = text.split(',').map((c) => c.trim());
  if (parts.some((p) => !/^[0-9]{1,9}$/.test(p) || Number(p) <= 0)) return null;
  return parts.map(Number);
}

/** The currencies a type accepts: its main currency and the listed ones. */
export function acceptedCurrencies(type: {
  currency: string;
  currencies: string | null;
}): string[] {
  return [...new Set([type.currency, ...(parseCurrencyList(type.currencies) ?? [])])];
}

export const DONATION_FREQUENCIES = ['once', 'monthly', 'quarterly', 'yearly'] as const;
export type DonationFrequency = (typeof DONATION_FREQUENCIES)[number];

const MONTHS: Record<Exclude<DonationFrequency, 'once'>, number> = {
  monthly: 1,
  quarterly: 3,
  yearly: 12,
};

/** How many rows an open-ended pledge keeps ahead (the rest are added as they fall due). */
export const OPEN_ENDED_HORIZON = 12;

/** Adds months to an ISO day; the 31st of a shorter month falls on its last day. */
export function addMonthsToDate(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * The due days of a pledge's instalments: `count` rows (an open-ended pledge: the horizon) from
 * `start`, one per period. A one-off gift has one row on its day.
 */
export function instalmentDates(
  start: string,
  frequency: DonationFrequency,
  count: number | null,
): string[] {
  if (frequency === 'once') return [start];
  const n = count ?? OPEN_ENDED_HORIZON;
  return Array.from({ length: n }, (_, i) => addMonthsToDate(start, i * MONTHS[frequency]));
}

/**
 * The rows an open-ended pledge lacks on `today`: the schedule continues from its last row
 * (`lastSeq`, dates always counted from `start`, so a 31st stays the month's last day) until
 * `horizon` rows fall on or after `today`. Nothing when it already has them.
 */
export function openEndedRowsToAdd(
  start: string,
  frequency: DonationFrequency,
  lastSeq: number,
  today: string,
  horizon = OPEN_ENDED_HORIZON,
): Array<{ seq: number; dueOn: string }> {
  if (frequency === 'once') return [];
  const due = (seq: number) => addMonthsToDate(start, (seq - 1) * MONTHS[frequency]);
  // The first row on or after today (a month is at least 28 days: a bounded search).
  let first = 1;
  const [ty, tm] = today.split('-').map(Number) as [number, number];
  const [sy, sm] = start.split('-').map(Number) as [number, number];
  const monthsSince = (ty - sy) * 12 + (tm - sm);
  if (monthsSince > 0) first = Math.max(1, Math.floor(monthsSince / MONTHS[frequency]));
  while (due(first) < today) first++;
  const last = first + horizon - 1;
  const rows: Array<{ seq: number; dueOn: string }> = [];
  for (let seq = lastSeq + 1; seq <= last; seq++) rows.push({ seq, dueOn: due(seq) });
  return rows;
}

/** Days of grace after the due day before an unpaid instalment counts as missed. */
export const MISSED_AFTER_DAYS = 7;

/** Is an instalment due on `due` and still unpaid missed on `today`? */
export function isMissed(due: string, today: string, graceDays = MISSED_AFTER_DAYS): boolean {
  const limit = new Date(`${due}T00:00:00Z`);
  limit.setUTCDate(limit.getUTCDate() + graceDays);
  return today > limit.toISOString().slice(0, 10);
}

/** The keys that find a benefactor twice: the phone's digits, the e-mail, the folded name. */
export function benefactorKeys(b: {
  fullName: string;
  phone?: string | null;
  email?: string | null;
}) {
  const digits = (b.phone ?? '').replace(/[^0-9]/g, '');
  return {
    phone: digits.length >= 6 ? digits.slice(-9) : null,
    email: b.email ? b.email.trim().toLowerCase() : null,
    name: normaliseName(b.fullName),
  };
}

/** A name folded for comparison: Arabic normalisation, without "عبد ال" spacing or "بن". */
export function normaliseName(name: string): string {
  return normalizeArabic(name)
    .replace(/(^|\s)عبد\s+ال/gu, '$1عبدال')
    .split(' ')
    .filter((w) => !['بن', 'ابن', 'bin', 'ibn'].includes(w))
    .join(' ');
}

/** Coverage in percent of a monthly need by the pledged monthly amounts (at most 100). */
export function coveragePercent(need: number, pledged: number): number {
  if (need <= 0) return 100;
  return Math.min(100, Math.floor((pledged * 100) / need));
}
