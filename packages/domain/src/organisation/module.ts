import { defineDomainModule } from '../platform/domain-module.ts';
import { ORGANISATION_RESOURCES } from './organisation.resource-list.ts';
import { organisationMessages } from './organisation.messages.ts';

/** The organisation: countries, projects, centres, staff, books and the maintained lists. */
export const organisationModule = defineDomainModule({
  name: 'organisation',
  // In menu order.
  resources: ORGANISATION_RESOURCES,
  messages: [organisationMessages],
});
