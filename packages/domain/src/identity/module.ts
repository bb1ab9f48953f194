import { defineDomainModule } from '../platform/domain-module.ts';
import { AUTH_ROUTES } from './auth.api.ts';
import { identityCountedMessages, identityMessages } from './identity.messages.ts';
import { partnersResource } from './partners.resource.ts';

/**
 * Identity and access (users, roles and assignments are served by its own routes; partner
 * organisations are a definition).
 */
export const identityModule = defineDomainModule({
  name: 'identity',
  resources: [partnersResource],
  messages: [identityMessages, identityCountedMessages],
  routes: AUTH_ROUTES,
});
