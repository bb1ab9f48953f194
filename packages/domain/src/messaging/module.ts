import { defineDomainModule } from '../platform/domain-module.ts';
import { MESSAGING_ROUTES } from './messaging.api.ts';
import { messagingMessages } from './messaging.messages.ts';
import { messagingUiMessages } from './messaging-ui.messages.ts';

/**
 * Messages to guardians by WhatsApp, SMS and e-mail through the one outbox
 * (docs/messages.md): channels per country, templates by event, consent, delivery tracking.
 */
export const messagingModule = defineDomainModule({
  name: 'messaging',
  routes: MESSAGING_ROUTES,
  messages: [messagingMessages, messagingUiMessages],
});
