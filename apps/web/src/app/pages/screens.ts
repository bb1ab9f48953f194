import { defineScreens } from '../routes/screen-entry.ts';

/**
 * The shell's own screens: home, sign-in, the catch-all, reload and the sample pages. The
 * sign-in page is identity's (one component for every login route); it is named here, not in
 * identity's screens map, so that a signed-out visit to /login loads that page alone.
 */
export const shellScreens = defineScreens({
  '/': { load: () => import('./DashboardPage.tsx'), nav: { order: 0, shortcut: true } },
  '/login': () => import('../../modules/identity/auth/LoginScreen.tsx'),
  '/:error(.*)': () => import('./NotFoundPage.tsx'),
  '/reload': { load: () => import('./ReloadPage.tsx'), nav: false },
  '/second-page': { load: () => import('./SamplePage.tsx'), nav: { order: 90 } },
  '/second-page-copy': { load: () => import('./SampleCopyPage.tsx'), nav: { order: 91 } },
  '/new/new-page': { load: () => import('./NewSamplePage.tsx'), nav: { order: 92 } },
});
