import { defineScreens } from '../../app/routes/screen-entry.ts';

/**
 * The evaluations module's screens: the twenty routes are one idea served for four targets
 * (the criteria are the generic pages of `evaluation-paragraphs`, see its definition). Each
 * route presets its screen with the targets it shows.
 */
const forms = () => import('./FormsScreen.tsx');
const requests = () => import('./RequestsScreen.tsx');
const results = () => import('./ResultsScreen.tsx');
const search = () => import('./SearchScreen.tsx');
const read = 'evaluations:read';

export const evaluationsScreens = defineScreens({
  '/evaluation-forms': { load: forms, permission: read, props: { targets: ['centre'] } },
  '/ring-evaluation-forms': { load: forms, permission: read, props: { targets: ['ring'] } },
  '/employee-evaluation-forms': {
    load: forms,
    permission: read,
    props: { targets: ['employee'] },
  },
  '/evaluation-forms-for-teachers': {
    load: forms,
    permission: read,
    props: { targets: ['teacher'], selfOnly: true },
  },
  '/ring-evaluation-forms-teachers': {
    load: forms,
    permission: read,
    props: { targets: ['ring'], selfOnly: true },
  },
  '/evaluation-requests': {
    load: requests,
    permission: read,
    nav: { order: 0, shortcut: true },
  },
  '/evaluation-center-requests': { load: requests, permission: read, props: { perCentre: true } },
  '/evaluation-results': {
    load: results,
    permission: read,
    props: { targets: ['centre', 'ring', 'employee', 'teacher'] },
  },
  '/ring-evaluation-results': { load: results, permission: read, props: { targets: ['ring'] } },
  '/employee-evaluation-results': {
    load: results,
    permission: read,
    props: { targets: ['employee', 'teacher'] },
  },
  '/center-evaluation-results': {
    load: results,
    permission: read,
    props: { targets: ['centre'], perCentre: true },
  },
  '/center-ring-evaluation-results': {
    load: results,
    permission: read,
    props: { targets: ['ring'], perCentre: true },
  },
  '/center-employee-evaluation-results': {
    load: results,
    permission: read,
    props: { targets: ['employee', 'teacher'], perCentre: true },
  },
  '/evaluations-rings': { load: results, permission: read, props: { targets: ['ring'] } },
  '/evaluation-search': { load: search, permission: read, props: { targets: ['centre'] } },
  '/ring-evaluation-search': { load: search, permission: read, props: { targets: ['ring'] } },
  '/employee-evaluation-search': {
    load: search,
    permission: read,
    props: { targets: ['employee', 'teacher'] },
  },
});
