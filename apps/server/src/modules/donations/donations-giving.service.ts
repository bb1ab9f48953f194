import { publicGiveInput, type LocaleCode, type PublicDonationType } from '@qc/domain';
import type { Db } from '../../db/client.ts';
import { parseInput } from '../../http/errors.ts';
import { onlinePaymentView, publicMonthlyAmounts } from './donations-giving.repository.ts';
import { readPublicType } from './donations-public.service.ts';
import { findType } from './donations.repository.ts';
import { checkGift, toMinor } from './donations.service.ts';

/** The gift chosen on /page/donate, before the donor's details. */
export const publicGiftChoice = publicGiveInput.pick({
  typeId: true,
  amount: true,
  currency: true,
  frequency: true,
});

/**
 * Checks a gift chosen on /page/donate with the same rules as `giveOnline` (a published type,
 * an accepted currency, at least the minimum, the amount recomputed from whole units) without
 * writing anything; throws the same translated field errors.
 */
export async function checkPublicGift(db: Db, input: unknown, locale: LocaleCode) {
  const choice = parseInput(publicGiftChoice, input);
  const amount = toMinor(choice.amount, choice.currency);
  await checkGift(db, await findType(db, choice.typeId), amount, choice.currency, locale, {
    publicOnly: true,
  });
  return { choice, amount, type: await readPublicType(db, choice.typeId) };
}

/** What /page/payment shows of an online gift: reference, amount, type, bank; no donor data. */
export async function readOnlinePayment(db: Db, paymentId: string) {
  return /^[0-9a-f-]{36}$/i.test(paymentId) ? onlinePaymentView(db, paymentId) : undefined;
}

/** The published types with a monthly amount (the sponsorship packages of /page/pricing). */
export async function listSponsorshipPackages(
  db: Db,
  types: PublicDonationType[],
): Promise<Array<PublicDonationType & { monthlyAmount: number }>> {
  const monthly = await publicMonthlyAmounts(db);
  return types.flatMap((t) => {
    const m = monthly.get(t.id);
    return t.category.endsWith('-sponsorship') && m ? [{ ...t, monthlyAmount: m }] : [];
  });
}
