import { defineScreens } from '../../app/routes/screen-entry.ts';

/**
 * The documents module's screens: the public verification page of printed documents (the QR
 * code of a certificate opens it). Outside routes.tsv; its title is in EXTRA_ROUTE_TITLES.
 */
export const documentsScreens = defineScreens({
  '/verify/:serial': {
    load: () => import('./VerifyDocumentScreen.tsx'),
    public: true,
    layout: 'blank',
    nav: false,
  },
});
