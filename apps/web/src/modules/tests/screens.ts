import { defineScreens } from '../../app/routes/screen-entry.ts';

/**
 * The tests module's screens, loaded on demand. The request lists are one screen, preset by
 * each route with the kinds it shows and whether it works centre by centre (`/test-requests`:
 * every kind); the test sheet lists the examiner's tests and opens one with ?id=.
 */
const requests = () => import('./TestRequestsScreen.tsx');
const results = () => import('./ResultsScreen.tsx');
const anticipated = () => import('./AnticipatedScreen.tsx');

export const testsScreens = defineScreens({
  // Every kind in the caller's scope (juz tests have no list of their own in routes.tsv).
  '/test-requests': {
    load: requests,
    permission: 'tests:read',
    props: { kinds: [] },
    titleKey: 'tests.ui.allRequests',
    nav: { order: 0, shortcut: true },
  },
  '/test-request-maher': { load: requests, permission: 'tests:read', props: { kinds: ['maher'] } },
  '/test-request-mqaraa-new': {
    load: requests,
    permission: 'tests:read',
    props: { kinds: ['maqraa'] },
  },
  '/test-request-safra': { load: requests, permission: 'tests:read', props: { kinds: ['safra'] } },
  '/test-request-safra-final': {
    load: requests,
    permission: 'tests:read',
    props: { kinds: ['safra-final'] },
  },
  '/test-request-safra-final-center': {
    load: requests,
    permission: 'tests:read',
    props: { kinds: ['safra-final'], scope: 'centre' },
  },
  '/test-request-tajweed': {
    load: requests,
    permission: 'tests:read',
    props: { kinds: ['tajweed-theory', 'tajweed-practical'], scope: 'centre' },
  },
  '/test-request-tajweed-all': {
    load: requests,
    permission: 'tests:read',
    props: { kinds: ['tajweed-theory', 'tajweed-practical'] },
  },
  '/test-request-tajweed-practical': {
    load: requests,
    permission: 'tests:read',
    props: { kinds: ['tajweed-practical'] },
  },
  // Without ?id= the examiner's scheduled tests; a request opens its sheet with ?id=.
  '/student-test-form': {
    load: () => import('./TestSheetScreen.tsx'),
    permission: 'tests:examine',
  },
  '/teacher-tests-component': {
    load: () => import('./TeacherTestsScreen.tsx'),
    permission: 'tests:read',
  },
  // Results, certificates, anticipated tests, examiners and external requests.
  '/tests-results': { load: results, permission: 'tests:read' },
  '/tests-results-all': {
    load: results,
    permission: 'tests:read',
    props: { defaultStatus: 'all' },
  },
  '/tests-maher-results': {
    load: results,
    permission: 'tests:read',
    props: { categories: ['maher'] },
  },
  '/tests-certificate-results': {
    load: () => import('./CertificatesScreen.tsx'),
    permission: 'tests:read',
  },
  '/anticipate-tests': { load: anticipated, permission: 'tests:read' },
  '/anticipate-tests-center': {
    load: anticipated,
    permission: 'tests:read',
    props: { perCentre: true },
  },
  '/tester-component': {
    load: () => import('./ExaminersScreen.tsx'),
    permission: 'examiners:read',
  },
  // The public form of routes.tsv (blank layout, no sign-in).
  '/country-ext-link-request': () => import('./ExternalRequestFormScreen.tsx'),
  '/country-ext-test-request': {
    load: () => import('./ExternalRequestsScreen.tsx'),
    permission: 'tests:approve',
  },
  '/country-test-request-safra': {
    load: () => import('./SafraRequestsScreen.tsx'),
    permission: 'tests:read',
  },
});
