import { defineDomainModule } from '../platform/domain-module.ts';
import { identityCountedMessages, identityMessages } from './identity.messages.ts';

/** Identity and access (users, roles and assignments are served by its own routes). */
export const identityModule = defineDomainModule({
  name: 'identity',
  messages: [identityMessages, identityCountedMessages],
});
