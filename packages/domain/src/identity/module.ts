import { defineDomainModule } from '../platform/domain-module.ts';
import { IDENTITY_RESOURCES } from './identity.resource-list.ts';
import { IDENTITY_ADMIN_ROUTES } from './admin.api.ts';
import { AUTH_ROUTES } from './auth.api.ts';
import { IDENTITY_AUDIT_ROUTES } from './audit.api.ts';
import { IDENTITY_USER_ROUTES } from './users.api.ts';
import { identityCountedMessages, identityMessages } from './identity.messages.ts';

/**
 * Identity and access (users, roles and assignments are served by its own routes; partner
 * organisations are a definition).
 */
export const identityModule = defineDomainModule({
  name: 'identity',
  resources: IDENTITY_RESOURCES,
  messages: [identityMessages, identityCountedMessages],
  routes: {
    ...AUTH_ROUTES,
    ...IDENTITY_ADMIN_ROUTES,
    ...IDENTITY_USER_ROUTES,
    ...IDENTITY_AUDIT_ROUTES,
  },
});
