import { defineScreens } from '../../app/routes/screen-entry.ts';

/**
 * Student report cards (docs/report-cards.md): the elements, the templates with their designer,
 * the remarks and the issue, the saved styles with the cards found by style; and the page a
 * guardian's private link opens, signed out (outside routes.tsv; its title is in
 * EXTRA_ROUTE_TITLES).
 */
export const reportCardsScreens = defineScreens({
  '/card-report-elements-component': {
    load: () => import('./ElementsScreen.tsx'),
    permission: 'report-cards:read',
  },
  '/card-report-setting-component': {
    load: () => import('./TemplatesScreen.tsx'),
    permission: ['report-cards:read', 'report-card-remarks:read'],
  },
  '/style-card-search-component': {
    load: () => import('./StylesScreen.tsx'),
    permission: 'report-cards:read',
  },
  '/report-card/:token': {
    load: () => import('./GuardianCardScreen.tsx'),
    public: true,
    layout: 'blank',
    nav: false,
  },
});
