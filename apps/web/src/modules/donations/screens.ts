import { defineScreens } from '../../app/routes/screen-entry.ts';

/**
 * The donations module's purpose-built screens. Types, benefactor links and sponsorship
 * requests are resource definitions (their routes come from the definitions' `screens`).
 */
export const donationsScreens = defineScreens({
  '/donation-all-component': {
    load: () => import('./DonationsScreen.tsx'),
    permission: 'donations:read',
  },
  '/donation-payments-component': {
    load: () => import('./PaymentsScreen.tsx'),
    permission: 'donations:read',
  },
  '/donation-type-records/:id': {
    load: () => import('./PublicDonationTypeScreen.tsx'),
    public: true,
    layout: 'blank',
    nav: false,
  },
  '/benefactor-registration-link/:id': {
    load: () => import('./BenefactorLinkScreen.tsx'),
    public: true,
    layout: 'blank',
    nav: false,
  },
  '/donor-portal/:token': {
    load: () => import('./DonorPortalScreen.tsx'),
    titleKey: 'donations.portal.title',
    public: true,
    layout: 'blank',
    nav: false,
  },
  '/donation-reminders': {
    load: () => import('./RemindersScreen.tsx'),
    titleKey: 'donations.reminders.title',
    permission: 'donations:update',
  },
});
