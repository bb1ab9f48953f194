import { defineDomainModule } from '../platform/domain-module.ts';
import { DONATIONS_ROUTES } from './donations.api.ts';
import { donationsCountedMessages, donationsMessages } from './donations.messages.ts';
import { DONATIONS_RESOURCES } from './donations.resources.ts';
import { donorPortalCountedMessages, donorPortalMessages } from './donor-portal.messages.ts';
import {
  donationsStaffCountedMessages,
  donationsStaffMessages,
} from './donations-staff.messages.ts';

/**
 * Donations and sponsorship: types, benefactors, links and sponsorship requests are plain
 * entities; donations, instalments and payments are a workflow posting to the ledger.
 */
export const donationsModule = defineDomainModule({
  name: 'donations',
  resources: DONATIONS_RESOURCES,
  messages: [
    donationsMessages,
    donationsCountedMessages,
    donorPortalMessages,
    donorPortalCountedMessages,
    donationsStaffMessages,
    donationsStaffCountedMessages,
  ],
  routes: DONATIONS_ROUTES,
});
