import { defineScreens } from '../../app/routes/screen-entry.ts';

/**
 * The platform's own administration screens outside routes.tsv: the interface texts, where
 * administrators override any message of the catalogue in any language.
 */
export const platformScreens = defineScreens({
  '/translations': {
    load: () => import('./TranslationsScreen.tsx'),
    permission: 'settings:update',
    nav: { order: 80 },
  },
});
