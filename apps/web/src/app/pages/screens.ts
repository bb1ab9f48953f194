import { defineScreens } from '../routes/screen-entry.ts';

/**
 * The shell's own screens: home, sign-in, the catch-all, reload and the sample pages. `/login`
 * is the server's page (apps/server/src/modules/site/site-login.ts, no React): when the app
 * itself goes there (signed out, a session that ended, a link), it loads the server's page in
 * its place, as it does for the public site's pages.
 */
export const shellScreens = defineScreens({
  '/': { load: () => import('./DashboardPage.tsx'), nav: { order: 0, shortcut: true } },
  '/login': () => import('./ServerPage.tsx'),
  '/:error(.*)': () => import('./NotFoundPage.tsx'),
  '/reload': { load: () => import('./ReloadPage.tsx'), nav: false },
  '/second-page': { load: () => import('./SamplePage.tsx'), nav: { order: 90 } },
  '/second-page-copy': { load: () => import('./SampleCopyPage.tsx'), nav: { order: 91 } },
  '/new/new-page': { load: () => import('./NewSamplePage.tsx'), nav: { order: 92 } },
});
