import { defineDomainModule } from '../platform/domain-module.ts';
import { ORGANISATION_RESOURCES } from './organisation.resource-list.ts';
import { organisationMessages } from './organisation.messages.ts';
import { DOCUMENT_VERSION_ROUTES } from './document-versions.api.ts';
import { TEXT_OVERRIDE_ROUTES } from './text-overrides.api.ts';
import { VISITOR_ROUTES } from './visitor.api.ts';

/** The organisation: countries, projects, centres, staff, books and the maintained lists. */
export const organisationModule = defineDomainModule({
  name: 'organisation',
  // In menu order.
  resources: ORGANISATION_RESOURCES,
  routes: { ...VISITOR_ROUTES, ...TEXT_OVERRIDE_ROUTES, ...DOCUMENT_VERSION_ROUTES },
  messages: [organisationMessages],
});
