import { defineScreens } from '../../app/routes/screen-entry.ts';

/**
 * The documents module's screens: the public verification page of printed documents (the QR
 * code of a certificate opens it). The server renders it like the public site's pages (an
 * unknown serial answers 404, without scripts); a link inside the app loads the server's page.
 * Outside routes.tsv; its title is in EXTRA_ROUTE_TITLES.
 */
export const documentsScreens = defineScreens({
  '/verify/:serial': {
    load: () => import('../../app/pages/ServerPage.tsx'),
    public: true,
    layout: 'blank',
    nav: false,
  },
});
