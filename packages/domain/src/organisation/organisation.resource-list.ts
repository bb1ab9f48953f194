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

/**
 * The organisation module's resources (in menu order): its manifest (`module.ts`) lists them, and the
 * web loads them on demand, without the module's messages (`resources/loaders.ts`).
 */
export const ORGANISATION_RESOURCES = [
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
] as const;
