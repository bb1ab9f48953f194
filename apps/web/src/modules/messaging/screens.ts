import { defineScreens } from '../../app/routes/screen-entry.ts';

/**
 * Messages to guardians (docs/messages.md): the outbox with delivery states and the month's
 * count and cost per centre, each country's providers, the templates by event.
 */
export const messagingScreens = defineScreens({
  '/messages': {
    load: () => import('./MessagesScreen.tsx'),
    permission: 'messages:read',
    titleKey: 'messaging.ui.title',
  },
  '/messages/channels': {
    load: () => import('./ChannelsScreen.tsx'),
    permission: 'message-channels:read',
    titleKey: 'messaging.ui.channels',
  },
  '/messages/templates': {
    load: () => import('./TemplatesScreen.tsx'),
    permission: 'message-templates:read',
    titleKey: 'messaging.ui.templates',
  },
});
