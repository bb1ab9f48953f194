import { defineScreens } from '../../app/routes/screen-entry.ts';

/**
 * Messages to guardians (docs/messages.md): the outbox with delivery states and the month's
 * count and cost per centre, each country's providers, the templates by event.
 */
export const messagingScreens = defineScreens({
  '/messages': {
    load: () => import('./MessagesScreen.tsx'),
    permission: 'messages:read',
    // The module is "messages to guardians": the breadcrumb names this screen the outbox.
    titleKey: 'messaging.ui.outbox',
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
