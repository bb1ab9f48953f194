import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  donationPayments,
  donations,
  donationTypes,
  financeAccounts,
} from '../../db/schema/index.ts';

/**
 * Reads for the public giving pages (/page/payment, /page/pricing) that the public API does
 * not return: a visitor's own transfer by its payment id, and the monthly amounts of the
 * published sponsorship types.
 */

/** An online gift's payment with its type and the bank it is expected in (no donor data). */
export async function onlinePaymentView(db: Db, paymentId: string) {
  const [row] = await db
    .select({
      id: donationPayments.id,
      reference: donationPayments.reference,
      amount: donationPayments.amount,
      currency: donationPayments.currency,
      state: donationPayments.state,
      method: donationPayments.method,
      frequency: donations.frequency,
      typeId: donationTypes.id,
      typeNameAr: donationTypes.nameAr,
      typeNameEn: donationTypes.nameEn,
      typeNameFr: donationTypes.nameFr,
      bankNameAr: financeAccounts.nameAr,
      bankNameEn: financeAccounts.nameEn,
      bankNameFr: financeAccounts.nameFr,
      bankName: financeAccounts.bankName,
      iban: financeAccounts.iban,
    })
    .from(donationPayments)
    .innerJoin(donations, eq(donations.id, donationPayments.donationId))
    .innerJoin(donationTypes, eq(donationTypes.id, donations.typeId))
    .leftJoin(financeAccounts, eq(financeAccounts.id, donationTypes.bankAccountId))
    .where(and(eq(donationPayments.id, paymentId), eq(donations.source, 'online')));
  return row;
}

/** The monthly amount of each published, active type that has one (sponsorship packages). */
export async function publicMonthlyAmounts(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: donationTypes.id, monthly: donationTypes.monthlyAmount })
    .from(donationTypes)
    .where(
      and(
        eq(donationTypes.isPublic, true),
        eq(donationTypes.status, 'active'),
        isNull(donationTypes.archivedAt),
      ),
    );
  return new Map(rows.flatMap((r) => (r.monthly ? [[r.id, r.monthly] as [string, number]] : [])));
}
