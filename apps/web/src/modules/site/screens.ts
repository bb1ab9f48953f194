import { SITE_PUBLIC_PATHS } from '@qc/domain/site/public-pages';
import { defineScreens } from '../../app/routes/screen-entry.ts';
import type { ScreenEntry } from '../../app/routes/screen-entry.ts';

/**
 * The public website's pages are rendered by the server (docs/public-site.md): inside the app
 * each of them is a screen that loads the server's page. The content managing screens
 * (`/main-web/*`) are the generic resource pages of the site's definitions.
 */
const serverPage = () => import('../../app/pages/ServerPage.tsx');

export const siteScreens = defineScreens(
  Object.fromEntries(
    SITE_PUBLIC_PATHS.map((path): [string, ScreenEntry] => [
      path,
      { load: serverPage, nav: false },
    ]),
  ),
);
