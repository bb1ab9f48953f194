import { accepted, readAmount, refused, type FormReading } from '../../app/forms/amount.ts';

/**
 * A special case's monthly support has no currency of its own: it is kept in hundredths (the
 * list shows it divided by 100), so it is read as an amount of a two-decimal currency; XXX is
 * ISO 4217's code for "no currency".
 */
export const SUPPORT_CURRENCY = 'XXX';

/** The monthly support typed on the add-a-case form: empty for none, zero allowed. */
export function monthlySupportOf(text: string): FormReading<{ monthlySupport: number | null }> {
  if (text.trim() === '') return accepted({ monthlySupport: null });
  const amount = readAmount(text, SUPPORT_CURRENCY, { allowZero: true });
  return amount.minor === null
    ? refused({ monthlySupport: amount.issue! })
    : accepted({ monthlySupport: amount.minor });
}
