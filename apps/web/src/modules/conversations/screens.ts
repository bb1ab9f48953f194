import { defineScreens } from '../../app/routes/screen-entry.ts';

/** The conversations module's screen: the messenger of the organisation's people. */
export const conversationsScreens = defineScreens({
  '/conversations-component': {
    load: () => import('./ConversationsScreen.tsx'),
    permission: 'conversations:read',
    nav: { order: 0, shortcut: true },
  },
});
