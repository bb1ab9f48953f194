import { defineScreens } from '../../app/routes/screen-entry.ts';

/**
 * The forms module's screens (docs/polls.md): polls and registration forms with public links on
 * the shared form builder, their public page, the answers received and the log of submitted
 * forms. Loaded on demand.
 */
export const formsScreens = defineScreens({
  '/pull-registration-link/:id': () => import('./PublicPollScreen.tsx'),
  '/poll-link-forms': {
    load: () => import('./PollFormsScreen.tsx'),
    permission: 'forms:read',
  },
  '/pull-registrations-online': {
    load: () => import('./PollAnswersScreen.tsx'),
    permission: 'forms:read',
  },
  '/form-log-search-component': {
    load: () => import('./FormLogScreen.tsx'),
    permission: 'forms:read',
  },
});
