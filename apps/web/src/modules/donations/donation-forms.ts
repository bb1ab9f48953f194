import { parseWholeNumber } from '@qc/domain/text/arabic-digits';
import {
  minorToDecimal,
  type DonationCreateInput,
  type DonationFrequency,
  type PaymentCreateInput,
  type PaymentMethod,
} from '@qc/domain';
import type { IssueKey } from '@qc/domain/platform/validation-issues';
import { accepted, readAmount, refused, type FormReading } from '../../app/forms/amount.ts';

/**
 * The typed fields of the donations forms read into the bodies they send. Every amount is
 * read with the shared `readAmount` (the domain's parseMoney: Arabic digits and separators
 * accepted, no more decimals than the currency has); what the server judges (a type's
 * minimum, a box's currency) comes back under the fields.
 */

const REQUIRED: IssueKey = { code: 'validation.required' };

/** A gift or pledge recorded at the office (DONATIONS_API.donations). */
export function donationCreateBody(f: {
  benefactorId: string | null;
  typeId: string | null;
  centreId: string | null;
  amount: string;
  currency: string;
  frequency: DonationFrequency;
  instalments: string;
  startDate: string;
  sponsorshipRequestId: string | null;
}): FormReading<DonationCreateInput> {
  const amount = readAmount(f.amount, f.currency);
  const issues: Record<string, IssueKey> = {};
  if (amount.issue) issues['amount'] = amount.issue;
  if (!f.benefactorId) issues['benefactorId'] = REQUIRED;
  if (!f.typeId) issues['typeId'] = REQUIRED;
  if (!f.centreId) issues['centreId'] = REQUIRED;
  if (amount.minor === null || !f.benefactorId || !f.typeId || !f.centreId) return refused(issues);
  return accepted({
    benefactorId: f.benefactorId,
    typeId: f.typeId,
    centreId: f.centreId,
    amount: amount.minor,
    currency: f.currency,
    frequency: f.frequency,
    instalments:
      f.frequency === 'once' || f.instalments.trim() === ''
        ? null
        : (parseWholeNumber(f.instalments) ?? Number.NaN),
    startDate: f.startDate,
    sponsorshipRequestId: f.sponsorshipRequestId,
    note: null,
  });
}

/** A payment received by hand or announced (DONATIONS_API.payments). */
export function paymentCreateBody(f: {
  donationId: string | null;
  instalmentId: string;
  method: PaymentMethod;
  boxId: string | null;
  amount: string;
  currency: string;
  receivedOn: string;
  reference: string;
  confirm: boolean;
}): FormReading<PaymentCreateInput> {
  const amount = readAmount(f.amount, f.currency);
  const issues: Record<string, IssueKey> = {};
  if (amount.issue) issues['amount'] = amount.issue;
  if (!f.donationId) issues['donationId'] = REQUIRED;
  if (!f.boxId) issues['boxId'] = REQUIRED;
  if (amount.minor === null || !f.donationId || !f.boxId) return refused(issues);
  return accepted({
    donationId: f.donationId,
    instalmentId: f.instalmentId || null,
    method: f.method,
    boxId: f.boxId,
    amount: amount.minor,
    currency: f.currency,
    receivedOn: f.receivedOn,
    reference: f.reference.trim() || null,
    confirm: f.method === 'cash' && f.confirm,
  });
}

/** A pledge's new amount, by the staff or by the donor in their portal (minor units). */
export function amountChangeBody(text: string, currency: string): FormReading<{ amount: number }> {
  const amount = readAmount(text, currency);
  return amount.minor === null
    ? refused({ amount: amount.issue! })
    : accepted({ amount: amount.minor });
}

/**
 * The public giving form's amount: typed or chosen in whole units, and sent in whole units
 * (DONATIONS_API.publicGive takes them so; the server recomputes from the type).
 */
export function publicGiveAmount(text: string, currency: string): FormReading<{ amount: number }> {
  const amount = readAmount(text, currency);
  return amount.minor === null
    ? refused({ amount: amount.issue! })
    : accepted({ amount: Number(minorToDecimal(amount.minor, currency)) });
}
