import { lazy } from 'react';
import { registerConflictView } from '../../app/offline/conflict-views.ts';
import { defineScreens } from '../../app/routes/screen-entry.ts';

// A judge's draft changed meanwhile, shown in the outbox's list beside the judge's own version.
registerConflictView(
  'competitions.sheet',
  lazy(() => import('./SheetConflictView.tsx')),
);

/**
 * Quran competitions and the Maher contest: one engine, so the Maher screens are the same screens
 * showing the Maher project's competitions (docs/competitions.md). A judge reaches their sheet
 * from the competitions screen (their panels), with `competitions:examine` only.
 */
export const competitionsScreens = defineScreens({
  '/competition-registration-link/:id': {
    load: () => import('./PublicRegistrationScreen.tsx'),
    public: true,
    layout: 'blank',
    nav: false,
    titleKey: 'competitions.ui.publicRegistration',
  },
  '/quranic-competition': {
    load: () => import('./CompetitionsScreen.tsx'),
    permission: ['competitions:read', 'competitions:examine'],
  },
  '/quranic-competition-search': {
    load: () => import('./SearchScreen.tsx'),
    permission: 'competition-nominations:read',
  },
  '/result-quranic-competition-all': {
    load: () => import('./ResultsScreen.tsx'),
    permission: 'competitions:read',
  },
  '/maher-contest': {
    load: () => import('./CompetitionsScreen.tsx'),
    permission: ['competitions:read', 'competitions:examine'],
    props: { maher: true },
  },
  '/maher-contest-result-all': {
    load: () => import('./ResultsScreen.tsx'),
    permission: 'competitions:read',
    props: { maher: true },
  },
  '/maher-candidate-component': {
    load: () => import('./MaherCandidatesScreen.tsx'),
    permission: 'competition-nominations:read',
  },
  '/competition-hall': {
    load: () => import('./HallScreen.tsx'),
    permission: 'competitions:read',
    nav: false,
  },
  '/maher-students-component': {
    load: () => import('./MaherStudentsScreen.tsx'),
    permission: 'competition-nominations:read',
  },
});
