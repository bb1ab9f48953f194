import { defineDomainModule } from '../platform/domain-module.ts';
import { CONVERSATIONS_ROUTES } from './conversations.api.ts';
import { conversationsCountedMessages, conversationsMessages } from './conversations.messages.ts';

/** Conversations and notifications. */
export const conversationsModule = defineDomainModule({
  name: 'conversations',
  messages: [conversationsMessages, conversationsCountedMessages],
  routes: CONVERSATIONS_ROUTES,
});
