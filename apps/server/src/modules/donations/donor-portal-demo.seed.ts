import type { Writes } from '../../resources/resource.service.ts';
import { setDemoCoverage } from './donations-demo.repository.ts';
import { demoSponsorshipRequest, markLinkSent } from './donor-portal.repository.ts';
import { insertGift } from './donations.service.ts';

/**
 * The donor's page in the demo: the first donor sponsors a student of the rings (a monthly
 * pledge matched to a request, from two months ago, so last month's impact report shows the
 * student's real readings and attendance) and has a link on record (staff send it from
 * /donation-reminders; the message is in the outbox).
 */
export async function donorPortalDemo(
  w: Writes,
  o: { sponsorId: string; typeId: string; userId: string; year: number; month: number },
) {
  const request = await demoSponsorshipRequest(w.tx, o.typeId);
  if (!request) return;
  const start = new Date(Date.UTC(o.year, o.month - 3, 1)).toISOString().slice(0, 10);
  await insertGift(w, {
    benefactorId: o.sponsorId,
    typeId: o.typeId,
    centreId: request.centreId,
    countryId: request.countryId,
    amount: request.monthlyAmount,
    currency: request.currency,
    frequency: 'monthly',
    instalments: 12,
    startDate: start,
    sponsorshipRequestId: request.id,
    source: 'office',
  });
  await setDemoCoverage(w.tx, request.id);
  await markLinkSent(w.tx, o.sponsorId, o.userId);
}
