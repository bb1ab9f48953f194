import { bookSectionsResource } from './book-sections.resource.ts';
import { booksResource } from './books.resource.ts';
import { centreEmployeesResource } from './centre-employees.resource.ts';
import { centresResource } from './centres.resource.ts';
import { countriesResource } from './countries.resource.ts';
import { countrySettingsResource } from './country-settings.resource.ts';
import { documentsResource } from './documents.resource.ts';
import { employeesResource } from './employees.resource.ts';
import { holidaysResource } from './holidays.resource.ts';
import { organisationSettingsResource } from './organisation-settings.resource.ts';
import { projectsResource } from './projects.resource.ts';
import { specialCaseTypesResource } from './special-case-types.resource.ts';
import { starTypesResource } from './star-types.resource.ts';

export { VISITOR_API, type VisitorDefaults } from './visitor.ts';
export { VISITOR_ROUTES } from './visitor.api.ts';
export {
  DOCUMENT_VERSION_ROUTES,
  type DocumentVersion,
  type DocumentVersionFile,
} from './document-versions.api.ts';
export {
  TEXT_OVERRIDE_ROUTES,
  i18nOverrideInput,
  i18nOverrideParams,
  type TextOverride,
  type TextOverrideSaved,
} from './text-overrides.api.ts';
export { localisedNames, localisedTitle, codeField, activeStatus, isTimeZone } from './common.ts';
export {
  bookSectionsResource,
  booksResource,
  centreEmployeesResource,
  centresResource,
  countriesResource,
  countrySettingsResource,
  documentsResource,
  employeesResource,
  holidaysResource,
  organisationSettingsResource,
  projectsResource,
  specialCaseTypesResource,
  starTypesResource,
};
export { JOBS } from './employees.resource.ts';

export { organisationMessages } from './organisation.messages.ts';
