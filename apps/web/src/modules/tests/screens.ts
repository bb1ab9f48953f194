import { defineScreens } from '../../app/routes/screen-entry.ts';

/**
 * The tests module's screens, loaded on demand. The request lists are one screen, preset by
 * each route with the kinds it shows and whether it works centre by centre; the test sheet is
 * opened from a scheduled request (?id=), not from the menu.
 */
const requests = () => import('./TestRequestsScreen.tsx');

export const testsScreens = defineScreens({
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
  '/student-test-form': {
    load: () => import('./TestSheetScreen.tsx'),
    permission: 'tests:examine',
    nav: false,
  },
  '/teacher-tests-component': {
    load: () => import('./TeacherTestsScreen.tsx'),
    permission: 'tests:read',
  },
});
