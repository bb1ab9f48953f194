import { defineDomainModule } from '../platform/domain-module.ts';
import { RINGS_ROUTES } from './rings-routes.api.ts';
import { RINGS_RESOURCES } from './rings.resource-list.ts';
import { ringsCountedMessages } from './rings-ui.messages.ts';
import { ringsMessages } from './rings.messages.ts';

/**
 * Rings and memorisation: the plain entities, the rings' weekly times and stars among them (the
 * ring day, transfers and the stars' ranking have their own routes).
 */
export const ringsModule = defineDomainModule({
  name: 'rings',
  resources: RINGS_RESOURCES,
  routes: RINGS_ROUTES,
  messages: [ringsMessages, ringsCountedMessages],
});
