import { defineDomainModule } from '../platform/domain-module.ts';
import { conversationsCountedMessages, conversationsMessages } from './conversations.messages.ts';

/** Conversations and notifications. */
export const conversationsModule = defineDomainModule({
  name: 'conversations',
  messages: [conversationsMessages, conversationsCountedMessages],
});
