import { countriesResource } from './countries.resource.ts';
import { countrySettingsResource } from './country-settings.resource.ts';
import { projectsResource } from './projects.resource.ts';
import { centresResource } from './centres.resource.ts';
import { employeesResource } from './employees.resource.ts';
import { centreEmployeesResource } from './centre-employees.resource.ts';
import { booksResource } from './books.resource.ts';
import { bookSectionsResource } from './book-sections.resource.ts';
import { specialCaseTypesResource } from './special-case-types.resource.ts';
import { starTypesResource } from './star-types.resource.ts';
import { holidaysResource } from './holidays.resource.ts';
import { documentsResource } from './documents.resource.ts';
import { organisationSettingsResource } from './organisation-settings.resource.ts';
import { defineDomainModule } from '../platform/domain-module.ts';
import { organisationMessages } from './organisation.messages.ts';

/** The organisation: countries, projects, centres, staff, books and the maintained lists. */
export const organisationModule = defineDomainModule({
  name: 'organisation',
  // In menu order.
  resources: [
    countriesResource,
    countrySettingsResource,
    projectsResource,
    centresResource,
    employeesResource,
    centreEmployeesResource,
    booksResource,
    bookSectionsResource,
    specialCaseTypesResource,
    starTypesResource,
    holidaysResource,
    documentsResource,
    organisationSettingsResource,
  ],
  messages: [organisationMessages],
});
